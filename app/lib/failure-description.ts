import type { I18n } from '@lingui/core'
import { failureMessage } from './failure-message'
import { errorMessage } from './server-messages'

/**
 * A failed mutation's toast text: without a fallback, the error's own text (the server's message,
 * translated); with one, the server's message if it sent one, else the fallback.
 */
export function failureDescription(i18n: I18n, error: unknown, fallback: string | undefined): string {
  return fallback === undefined ? errorMessage(i18n, error) : failureMessage(i18n, error, fallback)
}
