import { msg } from '@lingui/core/macro'
import type { Option } from './options'

/** The landing booking demo's choices (docs/product.md#11-content-and-local-forms). */
export const appointmentTypes = [
  { value: 'individual', label: msg`Individual Therapy` },
  { value: 'couples', label: msg`Couples Counseling` },
  { value: 'addiction', label: msg`Addiction Support` },
  { value: 'teen', label: msg`Teen & Adolescent Counseling` },
  { value: 'career', label: msg`Career Coaching` },
] as const satisfies readonly Option[]

export const demoSessionTypes = [
  { value: 'video', label: msg`Video Session` },
  { value: 'phone', label: msg`Phone Call` },
  { value: 'chat', label: msg`Text Chat` },
  { value: 'in-person', label: msg`In-Person` },
] as const satisfies readonly Option[]

export const demoLocations = [
  { value: 'nairobi', label: msg`Nairobi, Kenya` },
  { value: 'mombasa', label: msg`Mombasa, Kenya` },
  { value: 'kisumu', label: msg`Kisumu, Kenya` },
  { value: 'nakuru', label: msg`Nakuru, Kenya` },
  { value: 'other', label: msg`Other location` },
] as const satisfies readonly Option[]

/** The three zones, each with the IANA zone whose calendar decides what "today" is. */
export const demoTimezones = [
  { value: 'EAT', zone: 'Africa/Nairobi', label: msg`East Africa Time (GMT+3)` },
  { value: 'CAT', zone: 'Africa/Maputo', label: msg`Central Africa Time (GMT+2)` },
  { value: 'WAT', zone: 'Africa/Lagos', label: msg`West Africa Time (GMT+1)` },
] as const satisfies readonly (Option & { zone: string })[]

export type DemoTimezone = (typeof demoTimezones)[number]['value']

/** docs/product.md#11-content-and-local-forms: the default time zone is EAT. */
export const DEFAULT_DEMO_TIMEZONE: DemoTimezone = 'EAT'

export function zoneOf(timezone: DemoTimezone | undefined): string {
  return (demoTimezones.find((option) => option.value === timezone) ?? demoTimezones[0]).zone
}
