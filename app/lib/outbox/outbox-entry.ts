import type { Booking, BookingStatus, BookingStatusUpdate } from '../../../api/contract/schemas/bookings'
import type { CallOptions } from '../api-client'

/** What Accept, Decline, Mark Complete and the professional's Cancel move a booking to. */
export type NewStatus = Exclude<BookingStatus, 'pending'>

/**
 * The booking a change is about, for the outbox's line: its start and the other party's name
 * ('Deleted account' as the API gives it). Entries written before these were kept hold only
 * `sessionDate` and `sessionTime`, in the booking's zone, and may still be waiting on a device.
 */
export type SessionLine = Pick<Booking, 'sessionDate' | 'sessionTime'> &
  Partial<Pick<Booking, 'startsAt' | 'timezone'>> & { otherParty?: string }

/**
 * What the outbox keeps besides the call for each route whose writes may wait there, for its
 * line (app/features/offline/outbox-description.ts): with whom and when. A write that should wait
 * offline adds its route here (with {} when its line needs nothing more).
 */
type OutboxLines = {
  /** `professionalName` is missing from entries written before it was kept. */
  createBooking: { professionalName?: string }
  saveSessionNotes: object
  /** Accept (with joining instructions), Decline or Cancel (with a reason) or Mark Complete. */
  updateBookingStatus: { body: Omit<BookingStatusUpdate, 'status'> & { status: NewStatus }; session: SessionLine }
  /** The person cancels their own request or session. */
  cancelMyBooking: { session: SessionLine }
  /** A message in a booking's thread, to the other party. */
  postMessage: { otherParty: string }
}

/** The routes whose writes wait in the outbox when there is no network. */
export type OfflineRoute = keyof OutboxLines

/**
 * Writes that replace what they write whole (a booking's notes): a newer one makes an earlier one
 * still waiting pointless, and sending that one later would put the older text back.
 */
export const REPLACING_ROUTES: ReadonlySet<OfflineRoute> = new Set(['saveSessionNotes'])

/**
 * A write the person made, waiting to be sent: the contract's route, its params and body exactly
 * as callApi sends them (app/lib/outbox/send-call.ts), and what its line shows.
 */
export type WrittenRequest<R extends OfflineRoute = OfflineRoute> = R extends OfflineRoute
  ? { route: R } & Pick<CallOptions<R>, 'params' | 'body'> & OutboxLines[R]
  : never

/**
 * What is waiting to be sent: the person's writes, and a logout made offline, which ends the
 * session on the server once the network is back (the device forgot the person at once).
 */
export type OutboxRequest = WrittenRequest | { route: 'logout' }

/**
 * waiting: will be sent; held: the server said "not now" (429) and why, so it is tried again
 * later; sign-in: needs its owner signed in; failed: refused for good (shown until dismissed).
 */
export type OutboxState = 'waiting' | 'held' | 'sign-in' | 'failed'

export type OutboxEntry = OutboxRequest & {
  id?: number
  /** The same key on every replay, so the server creates one booking, notes update or status change. */
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

/** What the outbox keeps about a booking for its line: when, and with whom. */
export function sessionLine(
  booking: Pick<Booking, 'sessionDate' | 'sessionTime' | 'startsAt' | 'timezone'>,
  otherParty: string,
): SessionLine {
  const { sessionDate, sessionTime, startsAt, timezone } = booking
  return { sessionDate, sessionTime, startsAt, timezone, otherParty }
}
