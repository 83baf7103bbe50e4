import type { NewStatus, OutboxRequest, WrittenRequest } from './outbox-entry'

/** What was delivered, without its body (notes never go on the channel). */
export type SentItem = { kind: 'booking' | 'notes' | 'cancel' } | { kind: 'status'; status: NewStatus }

/**
 * Told to every tab when the outbox delivers something (the service worker flushes too), or when
 * the server refuses it for good (the lists show where the booking is now; the message is English).
 */
export type OutboxEvent =
  ({ type: 'sent' } & SentItem) | { type: 'refused'; kind: OutboxRequest['kind']; message: string }

export const OUTBOX_CHANNEL = 'wellness-outbox'
export const OUTBOX_SYNC_TAG = 'wellness-outbox'

export function sentItemOf(request: WrittenRequest): SentItem {
  return request.kind === 'status' ? { kind: 'status', status: request.body.status } : { kind: request.kind }
}

export function announce(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage(event)
  channel.close()
}
