import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'
import type * as v from 'valibot'
import { KeptOnDeviceNotice } from '../../components/ui/kept-on-device-notice'
import { calendarDateText } from '../../lib/time/format'
import { appointmentTypes, demoLocations, demoSessionTypes, demoTimezones } from './booking-demo-options'
import type { bookingDemoSchema } from './booking-demo-schema'
import { labelOf } from './options'

export type KeptDemoBooking = v.InferOutput<ReturnType<typeof bookingDemoSchema>>

type Props = { ref: Ref<HTMLDivElement>; kept: KeptDemoBooking; onDismiss: () => void }

/** What the booking demo kept, said back, and the honest truth: nothing is booked. */
export function BookingDemoKept({ ref, kept, onDismiss }: Props) {
  const { i18n } = useLingui()
  const date = calendarDateText(i18n, kept.date)
  const rows = [
    [<Trans>Appointment</Trans>, labelOf(i18n, appointmentTypes, kept.appointmentType)],
    [<Trans>Session</Trans>, labelOf(i18n, demoSessionTypes, kept.sessionType)],
    [<Trans>Location</Trans>, labelOf(i18n, demoLocations, kept.location)],
    [<Trans>When</Trans>, `${date}, ${kept.time} · ${labelOf(i18n, demoTimezones, kept.timezone)}`],
  ] as const
  return (
    <div className="mt-8 max-w-3xl">
      <KeptOnDeviceNotice ref={ref} onDismiss={onDismiss}>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value], index) => (
            <div key={index} className="contents">
              <dt className="font-medium text-slate-700">{term}</dt>
              <dd className="mb-1 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Trans>
            No session is booked: this demo sends nothing. To request a real session, choose a professional in the{' '}
            <Link to="/" hash="directory" className="font-medium text-teal-800 underline">
              directory
            </Link>
            .
          </Trans>
        </p>
      </KeptOnDeviceNotice>
    </div>
  )
}
