import { Trans, useLingui } from '@lingui/react/macro'
import type { ProfessionalPage } from '../../../../api/contract/schemas/availability'
import { FreeDaysOverviewSlot } from '../../booking'
import { TimeZoneChoice } from '../../../components/ui/time-zone-choice'
import { usePersonZone } from '../../../lib/time/person-zone'
import { dayAndTimeInZone } from '../../../lib/time/format'
import { hoursLines } from './hours-lines'

/**
 * When the professional sees people: their weekly hours in their own zone, the session length and
 * notice, the next free time and the next two weeks' free days in the person's zone; without hours,
 * any date and time may be asked for.
 */
export function ProfessionalHours({ page }: { page: ProfessionalPage }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const { hours, nextFreeSlot } = page
  const next = nextFreeSlot ? dayAndTimeInZone(i18n, new Date(nextFreeSlot), zone) : null
  return (
    <section aria-labelledby="hours-title" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="hours-title" className="text-lg font-semibold text-slate-900">
        <Trans>Hours</Trans>
      </h2>
      {hours ? (
        <>
          <ul className="grid gap-1 text-slate-800">
            {hoursLines(i18n, hours.weekly, hours.timezone).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <HoursDetails sessionMinutes={hours.sessionMinutes} noticeHours={hours.cancellationNoticeHours} />
          <p className="font-medium text-teal-900">
            {next ? <Trans>Next free time: {next}</Trans> : <Trans>No free times in the next two weeks.</Trans>}
          </p>
          <FreeDaysOverviewSlot professionalId={page.id} />
        </>
      ) : (
        <p className="text-slate-700">
          <Trans>No set hours: ask for the date and time that suit you.</Trans>
        </p>
      )}
      <TimeZoneChoice />
    </section>
  )
}

function HoursDetails({ sessionMinutes, noticeHours }: { sessionMinutes: number; noticeHours: number }) {
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      <p>
        <Trans>Sessions last {sessionMinutes} minutes.</Trans>
      </p>
      {noticeHours > 0 ? (
        <p>
          <Trans>A confirmed session can be cancelled up to {noticeHours} hours before it starts.</Trans>
        </p>
      ) : null}
    </div>
  )
}
