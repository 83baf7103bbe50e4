import type { NewStatus, OfflineRoute, WrittenRequest } from './outbox-entry'

/** What was delivered, without its body (notes never go on the channel). */
export type SentItem =
  { route: Exclude<OfflineRoute, 'updateBookingStatus'> } | { route: 'updateBookingStatus'; status: NewStatus }

/**
 * Told to every tab when the outbox delivers something (the service worker flushes too), or when
 * the server refuses it for good (the lists show where the booking is now; the message is English),
 * or when a logout queued offline has ended its owner's session.
 */
export type OutboxEvent =
  | ({ type: 'sent' } & SentItem)
  | { type: 'refused'; route: OfflineRoute; message: string }
  | { type: 'logged-out'; owner: number }

export const OUTBOX_CHANNEL = 'wellness-outbox'
/**
 * Told to the pages whenever the service worker has changed the outbox: it does so without Dexie
 * (worker-outbox.ts), whose live queries see only Dexie's own writes.
 */
export const OUTBOX_CHANGED_CHANNEL = 'wellness-outbox-changed'
export const OUTBOX_SYNC_TAG = 'wellness-outbox'

export function sentItemOf(request: WrittenRequest): SentItem {
  return request.route === 'updateBookingStatus'
    ? { route: request.route, status: request.body.status }
    : { route: request.route }
}

export function announce(event: OutboxEvent): void {
  post(OUTBOX_CHANNEL, event)
}

/** The service worker has changed the outbox (use-outbox-entries.ts reads it again). */
export function announceChange(): void {
  post(OUTBOX_CHANGED_CHANNEL, 'changed')
}

function post(name: string, message: unknown): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(name)
  channel.postMessage(message)
  channel.close()
}
