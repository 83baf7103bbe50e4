import { idempotentRequestText } from '../api/contract/pipeline/idempotency-key'
import type { PathParams } from '../api/contract/pipeline/params'
import type { RouteName } from '../api/contract/routes'
import { store, type IdempotencyRow } from './store'

/**
 * SHA-256 of the route and the validated request (the body, plus the path's bookingId): what the
 * server stores instead of the request itself (api/http/idempotency.ts keys its hash too).
 */
export async function requestFingerprint(route: RouteName, params: PathParams, body: unknown): Promise<string> {
  const text = idempotentRequestText(route, params, body)
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
