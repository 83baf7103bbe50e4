import { useRef } from 'react'
import { newIdempotencyKey } from './idempotency-key'

/**
 * One Idempotency-Key per request body (docs/product.md#6-bookings): a double tap or a retry of
 * the same body reuses the key, so the server acts once; a changed body gets a new key (the old
 * one would answer 422). Once the request is answered or queued, `settled` lets the key go: the
 * same body sent again (a second "ok" in a thread) is a new request.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null)
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body)
      if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() }
      return last.current.key
    },
    settled() {
      last.current = null
    },
  }
}
