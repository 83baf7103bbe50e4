import { store, type IdempotencyRow } from './store'

const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/

export const isIdempotencyKey = (key: string) => KEY_FORMAT.test(key)

/** JSON with object keys sorted at every level, so key order does not change a fingerprint. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item: unknown) => canonicalJson(item ?? null)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * SHA-256 of the route and the validated request (the body, plus the path's bookingId): what the
 * server stores instead of the request itself (api/http/idempotency.ts).
 */
export async function requestFingerprint(route: string, request: unknown): Promise<string> {
  const text = `${route}\n${canonicalJson(request)}`
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Keys are scoped to the user who sent them. */
export function findIdempotencyKey(userId: number, key: string): IdempotencyRow | undefined {
  return store.idempotencyKeys.find((row) => row.userId === userId && row.key === key)
}

export function rememberIdempotencyKey(row: IdempotencyRow): void {
  store.idempotencyKeys.push(row)
}
