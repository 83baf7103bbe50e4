import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ToastInput } from '../toasts'
import type { NewStatus } from './outbox-entry'
import type { SentItem } from './outbox-events'

// The product's toast for each status change, the same as when it is made online.
const statusTitles: Record<NewStatus, MessageDescriptor> = {
  confirmed: msg`Booking confirmed successfully`,
  declined: msg`Booking declined`,
  completed: msg`Session marked as completed`,
  cancelled: msg`Session cancelled`,
}

/** The spec's success toast for a write that reached the server, sent at once or from the outbox. */
export function sentToast(i18n: I18n, item: SentItem): ToastInput {
  if (item.route === 'updateBookingStatus') return { title: i18n._(statusTitles[item.status]) }
  if (item.route === 'saveSessionNotes') return { title: i18n._(msg`Session notes saved successfully`) }
  if (item.route === 'cancelMyBooking') return { title: i18n._(msg`Booking cancelled`) }
  if (item.route === 'postMessage') return { title: i18n._(msg`Message sent`) }
  return {
    title: i18n._(msg`Success`),
    description: i18n._(msg`Your booking request has been sent to the professional.`),
  }
}
