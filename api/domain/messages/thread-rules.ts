import type { Limits } from '../../contract/limits'
import type { BookingStatus, SessionType } from '../../contract/schemas/bookings'
import { CHAT_GRACE_MINUTES, type ThreadClosedReason } from '../../contract/schemas/messages'

/** A booking as its thread is judged on it. Names are null once that account is deleted. */
export type ThreadFacts = {
  bookingId: number
  /** The client's account. */
  clientId: number
  /** The professional's own account. */
  professionalUserId: number
  clientName: string | null
  professionalName: string | null
  status: BookingStatus
  sessionType: SessionType
  startsAt: string
  durationMinutes: number
  /** When the professional closed the thread. */
  closedAt: string | null
  usualReplyTime: string | null
}

export type ThreadSide = 'client' | 'professional'

const MINUTE = 60_000

/** Which party this account is, or null for anyone else (admins included): they are told 404. */
export function sideIn(thread: ThreadFacts, userId: number): ThreadSide | null {
  if (userId === thread.clientId) return 'client'
  if (userId === thread.professionalUserId) return 'professional'
  return null
}

export const otherSide = (side: ThreadSide): ThreadSide => (side === 'client' ? 'professional' : 'client')

/** The session's end, as an ISO instant. */
export const sessionEnd = (thread: ThreadFacts) =>
  new Date(Date.parse(thread.startsAt) + thread.durationMinutes * MINUTE).toISOString()

/**
 * Why the thread takes no more messages, or null while it is open: a declined or cancelled
 * booking, a closed thread, a party deleted, or threadOpenDaysAfterSession days after the session.
 */
export function closedReason(
  thread: ThreadFacts,
  now: Date,
  limits: Pick<Limits, 'threadOpenDaysAfterSession'>,
): ThreadClosedReason | null {
  if (thread.status === 'declined' || thread.status === 'cancelled') return thread.status
  if (thread.closedAt) return 'closed'
  if (thread.clientName === null || thread.professionalName === null) return 'accountDeleted'
  const openUntil = Date.parse(sessionEnd(thread)) + limits.threadOpenDaysAfterSession * 24 * 60 * MINUTE
  return +now > openUntil ? 'expired' : null
}

/** A confirmed Chat session from its start to its end plus CHAT_GRACE_MINUTES: the thread is the session. */
export function isLive(thread: ThreadFacts, now: Date): boolean {
  if (thread.sessionType !== 'Chat' || thread.status !== 'confirmed') return false
  const start = Date.parse(thread.startsAt)
  return +now >= start && +now <= Date.parse(sessionEnd(thread)) + CHAT_GRACE_MINUTES * MINUTE
}
