import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ChangeEvent } from 'react'
import { PHOTO_UPLOAD_MIME_TYPES, PHOTO_UPLOAD_TYPES, PHOTO_WIDTHS, photoSrcSet } from '../../../../api/contract/photos'
import { usePhotoFailed } from '../../../components/ui/use-photo-failed'
import { serverMessageDescriptors } from '../../../lib/server-messages'
import { toast } from '../../../lib/toasts'
import { preparePhoto } from './prepare-photo'

type Props = {
  imageUrl: string | null
  name: string
  /** Saves the photo at once (with the form's current values); never rejects. */
  onUpload: (dataUrl: string) => Promise<void>
  disabled: boolean
}

/** The profile photo and its upload button; a still photo is shrunk on the device, then checked against 2MB. */
export function PhotoUpload({ imageUrl, name, onUpload, disabled }: Props) {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const hintId = useId()
  const [busy, setBusy] = useState(false)

  // 'JPG, PNG, GIF or WebP' in the reader's language, from the list the server checks against.
  const types = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(Object.values(PHOTO_UPLOAD_TYPES))

  const refuse = (description: string) => toast({ title: t`Error`, description, variant: 'destructive' })

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = '' // choosing the same file again is a new choice
    if (!file) return
    setBusy(true)
    try {
      const prepared = await preparePhoto(file)
      if (!('problem' in prepared)) await onUpload(prepared.dataUrl)
      else if (prepared.problem === 'tooLarge') refuse(i18n._(serverMessageDescriptors.imageTooLarge))
      else refuse(i18n._(serverMessageDescriptors.imageInvalid))
    } catch {
      refuse(i18n._(serverMessageDescriptors.imageInvalid))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex items-center gap-4 lg:flex-col lg:items-start">
      <Avatar imageUrl={imageUrl} name={name} />
      <div className="grid gap-2">
        <input
          id={inputId}
          type="file"
          accept={PHOTO_UPLOAD_MIME_TYPES.join(',')}
          className="peer sr-only"
          aria-describedby={hintId}
          disabled={disabled || busy}
          onChange={(event) => void choose(event)}
        />
        <label
          htmlFor={inputId}
          className="button-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {busy ? <Trans>Uploading...</Trans> : <Trans>Upload Photo</Trans>}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          <Trans>{types}. Max size 2MB.</Trans>
        </p>
      </div>
    </div>
  )
}

/** Shown at 96 CSS px, 128 from the lg breakpoint: every rendition may serve some screen. */
function Avatar({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const { t } = useLingui()
  const [photoFailed, onPhotoError] = usePhotoFailed(imageUrl)
  if (imageUrl && !photoFailed) {
    return (
      <img
        src={imageUrl}
        srcSet={photoSrcSet(imageUrl, PHOTO_WIDTHS)}
        sizes="(min-width: 64rem) 128px, 96px"
        alt={t`Profile photo`}
        onError={onPhotoError}
        className="size-24 shrink-0 rounded-full object-cover lg:size-32"
      />
    )
  }
  const initials = name
    .split(/\s+/)
    .filter((word) => word !== '' && !word.endsWith('.')) // 'Dr.' is not an initial
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
  return (
    <div
      aria-hidden="true"
      className="flex size-24 shrink-0 items-center justify-center rounded-full bg-teal-100 text-2xl font-semibold text-teal-900 lg:size-32"
    >
      {initials}
    </div>
  )
}
