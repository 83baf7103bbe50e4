import { photoSrcSet } from '../../../api/contract/photos'
import { usePhotoFailed } from '../../components/ui/use-photo-failed'

/** The first letters of the first and last name, leaving out honorifics such as "Dr.". */
export function initialsOf(fullName: string): string {
  const names = fullName.split(/\s+/).filter((word) => word !== '' && !word.endsWith('.'))
  const picked = names.length > 1 ? [names[0]!, names[names.length - 1]!] : names
  return picked.map((name) => name.charAt(0).toUpperCase()).join('')
}

/** Shown at 56 CSS px: the 64 px rendition, or the 128 px one on denser screens, never larger. */
const CARD_WIDTHS = [64, 128] as const

/**
 * The professional's photo, or their initials (also when the photo cannot be loaded offline);
 * decorative, since the name is written beside it.
 */
export function ProfessionalAvatar({ fullName, imageUrl }: { fullName: string; imageUrl: string | null }) {
  const [photoFailed, onPhotoError] = usePhotoFailed(imageUrl)
  if (imageUrl && !photoFailed) {
    return (
      <img
        src={imageUrl}
        srcSet={photoSrcSet(imageUrl, CARD_WIDTHS)}
        sizes="56px"
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        onError={onPhotoError}
        className="size-14 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-teal-100 text-lg font-semibold text-teal-800"
    >
      {initialsOf(fullName)}
    </span>
  )
}
