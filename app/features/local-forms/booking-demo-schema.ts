import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { todayIn } from '../../../api/contract/time'
import {
  appointmentTypes,
  DEFAULT_DEMO_TIMEZONE,
  demoLocations,
  demoSessionTypes,
  demoTimezones,
  zoneOf,
  type DemoTimezone,
} from './booking-demo-options'
import { valuesOf } from './options'

type Value<O extends readonly { value: string }[]> = O[number]['value']

/** The booking demo's values: a select with nothing chosen yet is `undefined`, but its key is there. */
export type BookingDemoValues = {
  appointmentType: Value<typeof appointmentTypes> | undefined
  sessionType: Value<typeof demoSessionTypes> | undefined
  location: Value<typeof demoLocations> | undefined
  date: string
  time: string
  timezone: DemoTimezone
  notes: string
  privacyAgreed: boolean
}

export function bookingDemoDefaults(): BookingDemoValues {
  return {
    appointmentType: undefined,
    sessionType: undefined,
    location: undefined,
    date: '',
    time: '',
    timezone: DEFAULT_DEMO_TIMEZONE,
    notes: '',
    privacyAgreed: false,
  }
}

/** The earliest date to offer: today in the chosen zone's calendar, not the device's. */
export function earliestDemoDate(timezone: DemoTimezone | undefined, now: Date = new Date()): string {
  return todayIn(zoneOf(timezone), now)
}

/**
 * The landing booking demo's rules (docs/product.md#11-content-and-local-forms): every choice made, a date from
 * today on and a time, notes optional, the privacy agreement ticked. Messages in the reader's
 * language, so the schema is built per i18n.
 */
export function bookingDemoSchema(i18n: I18n, now: () => Date = () => new Date()) {
  const dateRequired = i18n._(msg`Please select a date`)
  const timeRequired = i18n._(msg`Please select a time`)
  return v.pipe(
    v.object({
      appointmentType: v.picklist(valuesOf(appointmentTypes), i18n._(msg`Please choose a type of appointment`)),
      sessionType: v.picklist(valuesOf(demoSessionTypes), i18n._(msg`Please select a session type`)),
      location: v.picklist(valuesOf(demoLocations), i18n._(msg`Please choose a location`)),
      date: v.pipe(v.string(dateRequired), v.nonEmpty(dateRequired), v.isoDate(dateRequired)),
      time: v.pipe(v.string(timeRequired), v.nonEmpty(timeRequired), v.isoTime(timeRequired)),
      timezone: v.picklist(valuesOf(demoTimezones), i18n._(msg`Please choose a time zone`)),
      notes: v.pipe(v.string(), v.trim()),
      privacyAgreed: v.literal(true, i18n._(msg`Please agree to the privacy policy to continue`)),
    }),
    v.forward(
      v.partialCheck(
        [['date'], ['timezone']],
        ({ date, timezone }) => date >= earliestDemoDate(timezone, now()),
        i18n._(msg`Please select a date that is not in the past`),
      ),
      ['date'],
    ),
  )
}
