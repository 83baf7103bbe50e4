import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Place } from '../../../api/contract/schemas/places'
import { LoadError } from '../../components/ui/load-error'
import { PageSpinner } from '../../components/ui/page-spinner'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'
import { TermRow } from '../../components/ui/term-row'
import { HttpError } from '../../lib/http-error'
import { calendarDateText } from '../../lib/time/format'
import { QuickExit } from '../quick-exit'
import { accessLabels, costLabels, countryLabels, kindLabels, serviceLabels, servesLabels } from './labels'
import { NotCheckedSince, PlaceWhere } from './place-notes'
import { PlacePhones } from './place-phones'
import { placeKey, placeQueryOptions } from './queries'

/**
 * /places/$placeId (docs/product.md#18-places-of-care): everything about one place, its phones
 * first as big tap targets; stored on this device once read.
 */
export function PlacePage({ placeId }: { placeId: number }) {
  const query = useQuery(placeQueryOptions(placeId))

  let body
  if (query.data) body = <PlaceDetails place={query.data} />
  else if (query.error instanceof HttpError && query.error.status === 404) body = <NotFound />
  else if (query.isError)
    body = (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>We could not load this place.</Trans>
      </LoadError>
    )
  else body = <PageSpinner />

  return (
    <>
      <QuickExit />
      {/* Room at the top for Leave quickly, which stays in the top right corner. */}
      <div className="mx-auto grid max-w-3xl gap-6 px-4 pt-14 pb-8 sm:px-6">
        <Link to="/places" className="button-secondary justify-self-start">
          <span aria-hidden="true">←</span> <Trans>All places of care</Trans>
        </Link>
        <StoredCopyNote queryKeys={[placeKey(placeId)]} />
        {body}
      </div>
    </>
  )
}

function NotFound() {
  return (
    <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Place not found</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>This place does not exist or is no longer listed.</Trans>
      </p>
    </div>
  )
}

function PlaceDetails({ place }: { place: Place }) {
  const { i18n } = useLingui()
  const list = (items: string[]) => items.join(', ')
  const checkedOn = calendarDateText(i18n, place.checkedOn)
  const source = place.source
  return (
    <article aria-labelledby="place-name" className="grid gap-6">
      <header>
        <h1 id="place-name" className="text-3xl font-bold tracking-tight break-words text-slate-900">
          {place.name}
        </h1>
        <p className="text-slate-700">{i18n._(kindLabels[place.kind])}</p>
      </header>
      <NotCheckedSince place={place} />
      <Part title={<Trans>Call</Trans>}>
        <PlacePhones phones={place.phones} size="large" />
      </Part>
      <Part title={<Trans>How to get in</Trans>}>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <TermRow term={<Trans>Way in</Trans>}>{i18n._(accessLabels[place.access])}</TermRow>
          <TermRow term={<Trans>Hours</Trans>}>{place.hours}</TermRow>
          <TermRow term={<Trans>Cost</Trans>}>
            {i18n._(costLabels[place.cost])}
            {place.costNote ? <span className="block text-slate-700">{place.costNote}</span> : null}
          </TermRow>
        </dl>
      </Part>
      <Part title={<Trans>What it offers</Trans>}>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <TermRow term={<Trans>Services</Trans>}>
            {list(place.services.map((service) => i18n._(serviceLabels[service])))}
          </TermRow>
          <TermRow term={<Trans>Serves</Trans>}>
            {list(place.serves.map((serves) => i18n._(servesLabels[serves])))}
          </TermRow>
          <TermRow term={<Trans>Languages</Trans>}>{list(place.languages)}</TermRow>
        </dl>
      </Part>
      <Part title={<Trans>Where</Trans>}>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <TermRow term={<Trans>Country</Trans>}>{i18n._(countryLabels[place.country])}</TermRow>
          {place.town === null ? (
            <TermRow term={<Trans>Address</Trans>}>
              <PlaceWhere place={place} />
            </TermRow>
          ) : (
            <>
              <TermRow term={<Trans>Town</Trans>}>{place.town}</TermRow>
              {place.address ? <TermRow term={<Trans>Address</Trans>}>{place.address}</TermRow> : null}
            </>
          )}
        </dl>
      </Part>
      <p className="text-sm text-slate-600">
        <Trans>
          Source: {source}. Checked on {checkedOn}.
        </Trans>
      </p>
    </article>
  )
}

function Part({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}
