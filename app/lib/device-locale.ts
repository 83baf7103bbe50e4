import { i18n } from '@lingui/core'
import { isLocale, type Locale } from './i18n'
import { deviceTimeZone } from './time/format'

/**
 * The language the app speaks now and the device's time zone: what the account's messages are
 * written in until the person changes them (docs/product.md#16-notifications).
 */
export function deviceLocale(): { language: Locale; timezone?: string } {
  const language = isLocale(i18n.locale) ? i18n.locale : 'en'
  const timezone = deviceTimeZone()
  return timezone ? { language, timezone } : { language }
}
