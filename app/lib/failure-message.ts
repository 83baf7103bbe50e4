import type { I18n } from '@lingui/core'
import { HttpError } from './http-error'
import { errorMessage } from './server-messages'

/**
 * docs/product.md#9-messages-and-toasts: a failed call shows the server's message, translated, or the given
 * fallback when there is none (offline, or a proxy's HTML error page rather than our JSON).
 */
export function failureMessage(i18n: I18n, error: unknown, fallback: string): string {
  if (!(error instanceof HttpError) || error.serverMessage === '') return fallback
  return errorMessage(i18n, error)
}

/** The field errors of a failed call (a 409 on a taken username), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof HttpError ? error.fieldErrors : {}
}
