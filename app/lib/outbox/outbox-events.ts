import type { NewStatus, OfflineRoute, WrittenRequest } from './outbox-entry'

/** What was delivered, without its body (notes never go on the channel). */
export type SentItem =
  { route: Exclude<OfflineRoute, 'updateBookingStatus'> } | { route: 'updateBookingStatus'; status: NewStatus }

/**
 * Told to every tab when the outbox delivers something (the service worker flushes too), or when
 * the server refuses it for good (the lists show where the booking is now; the message is English).
 */
export type OutboxEvent = ({ type: 'sent' } & SentItem) | { type: 'refused'; route: OfflineRoute; message: string }

export const OUTBOX_CHANNEL = 'wellness-outbox'
export const OUTBOX_SYNC_TAG = 'wellness-outbox'

export function sentItemOf(request: WrittenRequest): SentItem {
  return request.route === 'updateBookingStatus'
    ? { route: request.route, status: request.body.status }
    : { route: request.route }
}

export function announce(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage(event)
  channel.close()
}
