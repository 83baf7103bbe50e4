import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * "Uganda, Rwanda and Nigeria" in the reader's language. Intl.ListFormat would say it too, but its
 * first use on a page loads the language's list data: one task of about 60 ms on a phone four
 * times slower than a laptop, on the crisis page that a person may open in distress.
 */
export function andList(i18n: I18n, items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  const first = items.slice(0, -1).join(', ')
  const last = items.slice(-1).join('')
  return i18n._(msg`${first} and ${last}`)
}
