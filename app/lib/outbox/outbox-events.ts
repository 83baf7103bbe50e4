/** Told to every tab when the outbox delivers something (the service worker flushes too). */
export type OutboxEvent = { type: 'sent'; kind: 'booking' | 'notes' }

export const OUTBOX_CHANNEL = 'wellness-outbox'
export const OUTBOX_SYNC_TAG = 'wellness-outbox'

export function announce(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage(event)
  channel.close()
}
