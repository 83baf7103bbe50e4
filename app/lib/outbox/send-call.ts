import type { RouteName } from '../../../api/contract/routes'
import { callApi } from '../api-client'
import type { OutboxRequest } from './outbox-entry'

type AnyCall = (
  route: RouteName,
  options: { params?: unknown; body?: unknown; headers?: Record<string, string> },
) => Promise<unknown>

/**
 * Sends one write, now or replayed from the outbox, by the same callApi call either way: its
 * route, params and body, and its Idempotency-Key (a queued logout carries none). What the outbox
 * keeps for the write's line is not sent.
 */
export function sendCall(request: OutboxRequest, idempotencyKey: string): Promise<unknown> {
  const { route, params, body } = request as { route: RouteName; params?: unknown; body?: unknown }
  const headers = idempotencyKey === '' ? undefined : { 'Idempotency-Key': idempotencyKey }
  return (callApi as AnyCall)(route, { params, body, headers })
}
