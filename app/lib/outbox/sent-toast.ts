import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ToastInput } from '../toasts'
import type { OutboxEvent } from './outbox-events'

/** The spec's success toast for a write that reached the server, sent at once or from the outbox. */
export function sentToast(i18n: I18n, kind: OutboxEvent['kind']): ToastInput {
  if (kind === 'notes') return { title: i18n._(msg`Session notes saved successfully`) }
  return {
    title: i18n._(msg`Success`),
    description: i18n._(msg`Your booking request has been sent to the professional.`),
  }
}
