import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Place } from '../../../api/contract/schemas/places'
import { TermRow } from '../../components/ui/term-row'
import { accessLabels, costLabels, kindLabels } from './labels'
import { NotCheckedSince, PlaceWhere } from './place-notes'
import { PlacePhones } from './place-phones'

/** One place on /places: what and where, its phones to call at a tap, hours, cost and the way in. */
export function PlaceCard({ place }: { place: Place }) {
  const { i18n } = useLingui()
  const nameId = useId()
  return (
    <article
      aria-labelledby={nameId}
      tabIndex={-1}
      className="grid h-full content-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id={nameId} className="text-lg/6 font-semibold break-words text-slate-900">
          <Link to="/places/$placeId" params={{ placeId: place.id }} className="inline-block hover:underline">
            {place.name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{i18n._(kindLabels[place.kind])}</p>
      </div>
      <NotCheckedSince place={place} />
      <PlacePhones phones={place.phones} />
      <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <TermRow term={<Trans>Where</Trans>}>
          <PlaceWhere place={place} />
        </TermRow>
        <TermRow term={<Trans>Hours</Trans>}>{place.hours}</TermRow>
        <TermRow term={<Trans>Cost</Trans>}>{i18n._(costLabels[place.cost])}</TermRow>
        <TermRow term={<Trans>Way in</Trans>}>{i18n._(accessLabels[place.access])}</TermRow>
      </dl>
    </article>
  )
}
