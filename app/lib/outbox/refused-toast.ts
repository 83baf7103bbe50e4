import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { translateServerMessage } from '../server-messages'
import type { ToastInput } from '../toasts'

/**
 * The failure toast (title Error) for a queued Accept, Decline or Mark Complete that the
 * server refused on delivery (409: another change won): its message, translated, or the fallback.
 */
export function refusedStatusToast(i18n: I18n, serverMessage: string): ToastInput {
  const text = serverMessage.trim()
  const description = text === '' ? i18n._(msg`Failed to update booking`) : translateServerMessage(i18n, text)
  return { title: i18n._(msg`Error`), description, variant: 'destructive' }
}
