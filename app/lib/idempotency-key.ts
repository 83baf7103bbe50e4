/**
 * A fresh Idempotency-Key (docs/product.md#6-bookings). crypto.randomUUID exists only in secure contexts, so a
 * phone testing the app over plain http on the local network gets 128 random bits in hex instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
