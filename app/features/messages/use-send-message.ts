import { useLingui } from '@lingui/react/macro'
import { useOfflineMutation } from '../../lib/offline/use-offline-mutation'
import { messageRefreshes } from './offline-writes'

/** One message; its key is made once, when it is written, so a retry of it is the same message. */
export type MessageSend = { bookingId: number; text: string; otherParty: string; idempotencyKey: string }

/**
 * POST /api/bookings/{id}/messages with the message's own Idempotency-Key. Without a network it
 * waits in the outbox (the thread shows it as "Waiting to send") and is replayed with that key,
 * so it arrives once. Sent at once, the thread reads what is new, this message included; no toast.
 */
export function useSendMessage() {
  const { t } = useLingui()
  return useOfflineMutation('postMessage', {
    request: ({ bookingId, text, otherParty }: MessageSend) => ({ params: { bookingId }, body: { text }, otherParty }),
    idempotencyKey: ({ idempotencyKey }) => idempotencyKey,
    queuedText: t`Your message will be sent when you are back online.`,
    failureFallback: t`Failed to send your message`,
    invalidates: messageRefreshes,
    toastWhenSent: false,
  })
}
