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

/** Whose bookings a deletion reaches: a client's by their account, a professional's by their profile. */
export type DeletionSide = { side: 'client'; userId: number } | { side: 'professional'; professionalId: number }

/**
 * The storage an account's erasure needs, inside one transaction of the caller's: the server's
 * over Knex (api/modules/account-deletion/erasure-store.ts), the mocks' over their arrays.
 */
export type ErasureStore = {
  /**
   * Makes a deletion and the account's other writes take turns; false when the account is already
   * erased (a second deletion sent at once, by a double tap, waited for the first).
   */
  lockAccount(userId: number): Promise<boolean>
  professionalIdOf(userId: number): Promise<number | null>
  /** The deleted side's words on every booking of theirs (a reason only where they wrote it). */
  eraseWords(side: DeletionSide): Promise<void>
  /** Every message the account wrote, and the reports of them; the other party's messages stay. */
  eraseMessages(userId: number): Promise<void>
  /** The side's bookings still pending or confirmed and not started (cancelledByDeletion). */
  bookingsToCancel(side: DeletionSide, now: Date): Promise<number[]>
  /** Cancels with the reason the other party reads (plain here), which belongs to neither side. */
  cancelForDeletion(bookingId: number, reason: string, now: Date): Promise<void>
  emptyProfile(professionalId: number, tombstone: string): Promise<void>
  /** Every session, device token, idempotency key, code and notification of the account (its counters go after: delete-own-account.ts). */
  forgetAccountState(userId: number): Promise<void>
  tombstoneAccount(userId: number, tombstone: string, now: Date): Promise<void>
  recordCancelled(bookingId: number): Promise<void>
  recordDeleted(): Promise<void>
}

/**
 * Erases an account (docs/product.md#15-trust): its future bookings cancelled with a reason, its
 * words on every booking erased, a professional's profile emptied, every session, key and counter
 * gone, and the users row left as a tombstone with no personal field.
 */
export async function eraseAccount(
  store: ErasureStore,
  { account, now }: { account: { id: number; role: Role }; now: Date },
): Promise<void> {
  if (!(await store.lockAccount(account.id))) return
  const professionalId = account.role === 'professional' ? await store.professionalIdOf(account.id) : null
  const side: DeletionSide =
    professionalId === null ? { side: 'client', userId: account.id } : { side: 'professional', professionalId }
  await store.eraseWords(side)
  await store.eraseMessages(account.id)
  const reason = deletionCancelReason(sideOf(account.role))
  for (const bookingId of await store.bookingsToCancel(side, now)) {
    await store.cancelForDeletion(bookingId, reason, now)
    await store.recordCancelled(bookingId)
  }
  const tombstone = deletedUsername(account.id)
  if (professionalId !== null) await store.emptyProfile(professionalId, tombstone)
  await store.forgetAccountState(account.id)
  await store.tombstoneAccount(account.id, tombstone, now)
  await store.recordDeleted()
}
