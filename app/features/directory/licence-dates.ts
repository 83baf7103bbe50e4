import type { I18n } from '@lingui/core'
import { COUNTRIES } from '../../../api/contract/regulators'
import type { PublicVerification } from '../../../api/contract/schemas/public-verification'
import { dateText } from '../../lib/time/format'

/**
 * A verified licence's dates as its regulator's country reads them, the country named at the end
 * of the regulator's public name ("… (Kenya)", as regulatorDisplayName writes it); the reader's
 * own zone for a name without one.
 */
export function licenceDates(
  i18n: I18n,
  verification: PublicVerification,
  readerZone: string,
): { checkedOn: string; validUntil: string } {
  const country = Object.values(COUNTRIES).find((country) => verification.regulator.endsWith(`(${country.name})`))
  const date = (instant: Date) => dateText(i18n, instant, country?.timezone ?? readerZone)
  return {
    checkedOn: date(new Date(verification.checkedAt)),
    // validUntil is the midnight that ends the last valid day: the day is read just before it.
    validUntil: date(new Date(Date.parse(verification.validUntil) - 1)),
  }
}
