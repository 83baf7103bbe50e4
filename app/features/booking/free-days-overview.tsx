import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePersonZone } from '../../lib/time/person-zone'
import { FreeDayLabel } from './free-day-label'
import { freeDaysOf, minimumDate } from './free-days'
import { freeDaysQueryOptions } from './slots-queries'

/**
 * The professional's page: the days Book a Session shows, each with how many free times it has in
 * the person's zone (the same call the dialog makes, so it opens with them). Nothing without hours.
 */
export function FreeDaysOverview({ professionalId }: { professionalId: number }) {
  const zone = usePersonZone()
  const from = minimumDate(zone)
  const answer = useQuery(freeDaysQueryOptions(professionalId, from, zone))
  if (!answer.data?.hoursSet) return null
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium text-slate-800">
        <Trans>Free times in the next two weeks</Trans>
      </h3>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2 text-xs">
        {freeDaysOf(answer.data.slots, from).map((day) => (
          <li
            key={day.date}
            className={`grid content-start gap-0.5 rounded-lg border px-2 py-1.5 break-words ${day.count === 0 ? 'border-dashed border-slate-300 bg-slate-50' : 'border-teal-700'}`}
          >
            <FreeDayLabel day={day} />
          </li>
        ))}
      </ul>
    </div>
  )
}
