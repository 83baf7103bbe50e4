import { messages } from '../../contract/messages'
import type { Role } from '../../contract/schemas/auth'
import type { BookingStatus } from '../../contract/schemas/bookings'

/**
 * What a deleted account's username becomes: usernames allow only letters, digits and `._-`, so
 * no one can register it, and the person's own username is free again (docs/product.md#15-trust).
 */
export const deletedUsername = (userId: number) => `deleted#${userId}`

/** Who wrote a booking's reason: a deletion erases only the deleted person's words. */
export const REASON_AUTHORS = ['client', 'professional'] as const
export type ReasonAuthor = (typeof REASON_AUTHORS)[number]

/** The side of a booking a person deleting their account is on. */
export const sideOf = (role: Role): ReasonAuthor => (role === 'professional' ? 'professional' : 'client')

/** A pending or confirmed booking that has not started is cancelled when either party deletes their account. */
export function cancelledByDeletion(status: BookingStatus, startsAt: Date, now: Date): boolean {
  return (status === 'pending' || status === 'confirmed') && startsAt.getTime() > now.getTime()
}

/** The reason the other party reads on a booking cancelled because this side deleted their account. */
export const deletionCancelReason = (side: ReasonAuthor) =>
  side === 'client' ? messages.cancelledClientDeleted : messages.cancelledProfessionalDeleted

/**
 * How long the bookings (and a professional's session notes) of a deleted client are kept after
 * the session: the professional's health record, about 7 years (docs/product.md#15-trust).
 */
export const DELETED_CLIENT_RECORD_YEARS = 7
