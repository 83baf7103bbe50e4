import {
  cancelledByDeletion,
  deletedUsername,
  deletionCancelReason,
  sideOf,
  type ReasonAuthor,
} from '../api/domain/accounts/account-deletion'
import { usernameKey } from '../api/domain/accounts/usernames'
import { recordMockAudit } from './audit'
import { selfEvent } from './audit-events'
import { professionalOfUser } from './repo'
import { store, type BookingRow, type ProfessionalRow, type UserRow } from './store'

/**
 * Deletes an account as the server does (docs/product.md#15-trust): future bookings cancelled
 * with a reason, the person's words on every booking erased, the profile emptied, every session,
 * key and counter of the account gone, and the users row left as a tombstone with no personal field.
 */
export function deleteAccount(user: UserRow, now: Date = new Date()): void {
  const side = sideOf(user.role)
  const professional = professionalOfUser(user.id)
  const ownBookings = store.bookings.filter((booking) =>
    side === 'client' ? booking.userId === user.id : booking.professionalId === professional?.id,
  )
  for (const booking of ownBookings) {
    eraseWords(booking, side)
    if (cancelledByDeletion(booking.status, new Date(booking.startsAt), now)) cancel(booking, user, side, now)
  }
  if (professional) emptyProfile(professional)
  const limitKey = `login-username:${usernameKey(user.username)}`
  store.rateLimits = store.rateLimits.filter((row) => row.key !== limitKey)
  store.deviceTokens = store.deviceTokens.filter((row) => row.userId !== user.id)
  store.idempotencyKeys = store.idempotencyKeys.filter((row) => row.userId !== user.id)
  store.sessions = store.sessions.filter((session) => session.userId !== user.id)
  Object.assign(user, {
    username: deletedUsername(user.id),
    password: null,
    phone: null,
    phoneConsent: false,
    deletedAt: now.toISOString(),
  })
}

function cancel(booking: BookingRow, user: UserRow, side: ReasonAuthor, now: Date): void {
  Object.assign(booking, {
    status: 'cancelled',
    reason: deletionCancelReason(side),
    reasonBy: null,
    updatedAt: now.toISOString(),
  })
  recordMockAudit(
    {
      action: 'bookingStatusChanged',
      ...selfEvent(user),
      target: { type: 'booking', id: booking.id },
      detail: 'cancelled',
    },
    now,
  )
}

/** The deleted side's words: the request note or the session notes and how to join, and a reason unless the other side wrote it. */
function eraseWords(booking: BookingRow, side: ReasonAuthor): void {
  const otherSide: ReasonAuthor = side === 'client' ? 'professional' : 'client'
  if (booking.reasonBy !== otherSide) Object.assign(booking, { reason: null, reasonBy: null })
  if (side === 'client') booking.notes = null
  else {
    booking.joinInstructions = null
    store.sessionNotes = store.sessionNotes.filter((note) => note.bookingId !== booking.id)
  }
}

function emptyProfile(professional: ProfessionalRow): void {
  Object.assign(professional, {
    fullName: '',
    bio: null,
    location: null,
    languages: [],
    specialties: [],
    sessionPrice: null,
    defaultJoinInstructions: null,
    photoHash: null,
  })
  const other = (row: { professionalId: number }) => row.professionalId !== professional.id
  store.photos = store.photos.filter(other)
  store.availability = store.availability.filter(other)
  store.verifications = store.verifications.filter(other)
  store.licenceDocuments = store.licenceDocuments.filter(other)
}
