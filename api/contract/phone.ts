import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** Phone numbers are read as Kenyan unless written with a country code. */
export const DEFAULT_PHONE_COUNTRY = 'KE'

/** The number in E.164 (`+254712345678`), or null when it is not a valid number. */
export function toE164(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY)
  return parsed?.isValid() ? parsed.number : null
}
