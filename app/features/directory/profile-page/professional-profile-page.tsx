import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import type { ProfessionalPage } from '../../../../api/contract/schemas/availability'
import type { Professional } from '../../../../api/contract/schemas/professionals'
import { LoadError } from '../../../components/ui/load-error'
import { PageSpinner } from '../../../components/ui/page-spinner'
import { StoredCopyNote } from '../../../components/ui/saved-copy-note'
import { HttpError } from '../../../lib/http-error'
import { titleLabels } from '../../../lib/professional-titles'
import { BookingDialogSlot } from '../../booking'
import { QuickExit } from '../../quick-exit'
import { ProfessionalFacts } from '../professional-facts'
import { ProfessionalAvatar } from '../professional-avatar'
import { VerificationBadge } from '../verification-badge'
import { useBookNow } from '../use-book-now'
import { ProfessionalHours } from './professional-hours'
import { professionalPageQueryOptions } from './queries'

type Props = { professionalId: number; openBooking: boolean }

/**
 * /professionals/$id (docs/product.md#5-the-directory): the full profile, hours and next free time,
 * and Book Now. Arriving with ?book=1 (back from signing in) presses Book Now once.
 */
export function ProfessionalProfilePage({ professionalId, openBooking }: Props) {
  const query = useQuery(professionalPageQueryOptions(professionalId))
  const [booking, setBooking] = useState<Professional | null>(null)
  const { bookNow, prepare } = useBookNow(setBooking)
  const closeBooking = useCallback(() => setBooking(null), [])
  useBookOnArrival(query.data, openBooking, bookNow)

  let body
  if (query.data) body = <Profile page={query.data} onBook={() => bookNow(query.data)} onPrepare={prepare} />
  else if (query.error instanceof HttpError && query.error.status === 404) body = <NotFound />
  else if (query.isError)
    body = (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>We could not load this profile.</Trans>
      </LoadError>
    )
  else body = <PageSpinner />

  return (
    <>
      <QuickExit />
      {/* Room at the top for Leave quickly, which stays in the top right corner. */}
      <div className="mx-auto grid max-w-4xl gap-6 px-4 pt-14 pb-8 sm:px-6">
        <Link to="/" hash="directory" className="button-secondary justify-self-start">
          <span aria-hidden="true">←</span> <Trans>Back to the directory</Trans>
        </Link>
        <StoredCopyNote queryKeys={[professionalPageQueryOptions(professionalId).queryKey]} />
        {body}
        <BookingDialogSlot professional={booking} onClose={closeBooking} />
      </div>
    </>
  )
}

/** Presses Book Now once the profile is read, then drops ?book=1 so Back or a reload does not again. */
function useBookOnArrival(
  page: ProfessionalPage | undefined,
  openBooking: boolean,
  bookNow: (professional: Professional) => void,
) {
  const navigate = useNavigate()
  const arrive = useEffectEvent((professional: Professional) => {
    bookNow(professional)
    void navigate({ to: '.', search: {}, replace: true })
  })
  const arrived = openBooking ? page : undefined
  useEffect(() => {
    if (arrived) arrive(arrived)
  }, [arrived])
}

function NotFound() {
  return (
    <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Professional not found</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>This profile does not exist or is no longer listed.</Trans>
      </p>
    </div>
  )
}

function Profile({ page, onBook, onPrepare }: { page: ProfessionalPage; onBook: () => void; onPrepare: () => void }) {
  const { i18n } = useLingui()
  const { fullName, title, bio, sessionPrice } = page
  return (
    <article aria-labelledby="profile-name" className="grid gap-6">
      <header className="flex items-start gap-4">
        <ProfessionalAvatar fullName={fullName} imageUrl={page.profileImageUrl} />
        <div className="min-w-0">
          <h1 id="profile-name" className="text-3xl font-bold tracking-tight break-words text-slate-900">
            {fullName}
          </h1>
          <p className="text-slate-700">{i18n._(titleLabels[title])}</p>
          <div className="mt-1">
            <VerificationBadge verification={page.verification} />
          </div>
        </div>
      </header>
      <ProfessionalFacts professional={page} large />
      {bio ? <p className="whitespace-pre-line text-slate-800">{bio}</p> : null}
      <ProfessionalHours page={page} />
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-teal-50 p-5">
        <p className="text-lg font-semibold text-slate-900">{sessionPrice ?? <Trans>Contact for pricing</Trans>}</p>
        <button
          type="button"
          className="button-primary"
          onPointerEnter={onPrepare}
          onFocus={onPrepare}
          onClick={onBook}
        >
          <Trans>Book Now</Trans>
        </button>
      </div>
    </article>
  )
}
