import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { photoSrcSet } from '../../../api/contract/photos'
import { usePhotoFailed } from '../../components/ui/use-photo-failed'
import { useSaveData } from '../../lib/save-data/save-data'

/** The first letters of the first and last name, leaving out honorifics such as "Dr.". */
export function initialsOf(fullName: string): string {
  const names = fullName.split(/\s+/).filter((word) => word !== '' && !word.endsWith('.'))
  const picked = names.length > 1 ? [names[0]!, names[names.length - 1]!] : names
  return picked.map((name) => name.charAt(0).toUpperCase()).join('')
}

/** Shown at 56 CSS px: the 64 px rendition, or the 128 px one on denser screens, never larger. */
const CARD_WIDTHS = [64, 128] as const

// Photos the person tapped to load during this visit: a card and the profile page agree.
const tappedPhotos = new Set<string>()

type Props = {
  fullName: string
  imageUrl: string | null
  /** Around the photo or initials (a link to the profile), never around the Save-data button. */
  frame?: (avatar: ReactNode) => ReactNode
}

const initialsClasses =
  'flex size-14 shrink-0 items-center justify-center rounded-full bg-teal-100 text-lg font-semibold text-teal-800'

/**
 * The professional's photo, or their initials (also when the photo cannot be loaded offline);
 * decorative, since the name is written beside it. With Save data on (issue 20), the initials
 * until the person taps them to load that one photo.
 */
export function ProfessionalAvatar({ fullName, imageUrl, frame = (avatar) => avatar }: Props) {
  const { t } = useLingui()
  const saveData = useSaveData()
  const [tapped, setTapped] = useState(() => imageUrl !== null && tappedPhotos.has(imageUrl))
  const [photoFailed, onPhotoError] = usePhotoFailed(imageUrl)
  if (imageUrl && saveData && !tapped) {
    const load = () => {
      tappedPhotos.add(imageUrl)
      setTapped(true)
    }
    return (
      <button
        type="button"
        onClick={load}
        aria-label={t`Load the photo of ${fullName}`}
        className={`${initialsClasses} border-2 border-dashed border-teal-600`}
      >
        {initialsOf(fullName)}
      </button>
    )
  }
  if (imageUrl && !photoFailed) {
    return frame(
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
      />,
    )
  }
  return frame(
    <span aria-hidden="true" className={initialsClasses}>
      {initialsOf(fullName)}
    </span>,
  )
}
