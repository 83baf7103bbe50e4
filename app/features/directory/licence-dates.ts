import type { I18n } from '@lingui/core'
import { COUNTRIES } from '../../../api/contract/regulators'
import type { PublicVerification } from '../../../api/contract/schemas/public-verification'

const dateOnly = { day: 'numeric', month: 'short', year: 'numeric' } as const

/** The zone of the country a regulator's public name ends with, "… (Kenya)" as regulatorDisplayName writes it. */
function regulatorCountryZone(regulator: string): string | undefined {
  return Object.values(COUNTRIES).find((country) => regulator.endsWith(`(${country.name})`))?.timezone
}

/** "24 Nov 2026": the day an admin checked the licence, in the reader's zone. */
export function checkedOnDate(i18n: I18n, verification: PublicVerification, readerZone: string): string {
  return i18n.date(new Date(verification.checkedAt), { ...dateOnly, timeZone: readerZone })
}

/**
 * "31 Dec 2027": the licence's last valid day. `validUntil` is the midnight that ends it in the
 * regulator's country, so the day is read just before it, on that country's calendar (a reader further
 * east would see the next day).
 */
export function validUntilDate(i18n: I18n, verification: PublicVerification, readerZone: string): string {
  const lastMoment = new Date(Date.parse(verification.validUntil) - 1)
  return i18n.date(lastMoment, { ...dateOnly, timeZone: regulatorCountryZone(verification.regulator) ?? readerZone })
}
