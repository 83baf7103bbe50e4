import type { BookingRequest, NotesUpdate } from '../../../api/contract/schemas/bookings'

/** What is waiting to be sent: the call and its body, exactly as it will be replayed. */
export type OutboxRequest =
  { kind: 'booking'; body: BookingRequest } | { kind: 'notes'; bookingId: number; body: NotesUpdate }

/**
 * waiting: will be sent; held: the server said "not now" (429) and why, so it is tried again
 * later; sign-in: needs its owner signed in; failed: refused for good (shown until dismissed).
 */
export type OutboxState = 'waiting' | 'held' | 'sign-in' | 'failed'

export type OutboxEntry = OutboxRequest & {
  id?: number
  /** The same key on every replay, so the server creates one booking or one notes update. */
  idempotencyKey: string
  /** The signed-in user's id when it was written; only that user's session sends it. */
  owner: number
  createdAt: number
  attempts: number
  nextAttemptAt: number
  state: OutboxState
  /** The server's English message for a refusal, final or held (translated when shown). */
  serverMessage?: string
}
