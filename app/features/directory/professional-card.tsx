import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { ProfessionalFacts } from './professional-facts'
import { ProfessionalAvatar } from './professional-avatar'
import { VerificationBadge } from './verification-badge'
import { titleLabels } from '../../lib/professional-titles'

type Props = {
  professional: Professional
  /** Without it the card has no Book Now (the dashboard's preview of the card). */
  onBook?: (professional: Professional) => void
  /** Called when Book Now is about to be pressed (hover, focus), to fetch the dialog early. */
  onPrepare?: () => void
}

/** One professional in the directory (docs/product.md#5-the-directory): who, where, what, and Book Now. */
export function ProfessionalCard({ professional, onBook, onPrepare }: Props) {
  const { i18n } = useLingui()
  const nameId = useId()
  const { fullName, title, bio, sessionPrice } = professional
  const profileLink = {
    to: '/professionals/$professionalId',
    params: { professionalId: professional.id },
  } as const

  return (
    <article
      aria-labelledby={nameId}
      tabIndex={-1}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        {/* The name is the profile's link; the photo is a second, larger target for a thumb. */}
        <ProfessionalAvatar
          fullName={fullName}
          imageUrl={professional.profileImageUrl}
          frame={(avatar) => (
            <Link {...profileLink} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
              {avatar}
            </Link>
          )}
        />
        <div className="min-w-0">
          <h3 id={nameId} className="text-lg/6 font-semibold break-words text-slate-900">
            <Link {...profileLink} className="inline-block hover:underline">
              {fullName}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{i18n._(titleLabels[title])}</p>
          <div className="mt-1">
            <VerificationBadge verification={professional.verification} />
          </div>
        </div>
      </div>

      <ProfessionalFacts professional={professional} />

      {bio && <p className="mt-3 line-clamp-3 text-sm text-slate-700">{bio}</p>}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <p className="text-sm font-semibold text-slate-900">{sessionPrice ?? <Trans>Contact for pricing</Trans>}</p>
        {onBook && (
          <button
            type="button"
            className="button-primary"
            aria-describedby={nameId}
            onPointerEnter={onPrepare}
            onFocus={onPrepare}
            onClick={() => onBook(professional)}
          >
            <Trans>Book Now</Trans>
          </button>
        )}
      </div>
    </article>
  )
}
