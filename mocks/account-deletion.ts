import {
  cancelledByDeletion,
  eraseAccount,
  type DeletionSide,
  type ErasureStore,
  type ReasonAuthor,
} from '../api/domain/accounts/account-deletion'
import { recordMockAudit } from './audit'
import { selfEvent } from './audit-events'
import { endMockPushSubscriptionsOf } from './push-subscriptions'
import { professionalOfUser } from './repo'
import { store, type BookingRow, type UserRow } from './store'

const onSide = (side: DeletionSide) =>
  store.bookings.filter((booking) =>
    side.side === 'client' ? booking.userId === side.userId : booking.professionalId === side.professionalId,
  )

/** An account's erasure over the in-memory store; the pipeline's lock stands for the transaction. */
export function memoryErasureStore(user: UserRow, now: Date = new Date()): ErasureStore {
  const bookingOf = (id: number) => store.bookings.find((booking) => booking.id === id) as BookingRow
  const other = (professionalId: number) => (row: { professionalId: number }) => row.professionalId !== professionalId
  return {
    lockAccount: async () => !user.deletedAt,
    professionalIdOf: async (userId) => professionalOfUser(userId)?.id ?? null,
    async eraseWords(side) {
      const otherSide: ReasonAuthor = side.side === 'client' ? 'professional' : 'client'
      for (const booking of onSide(side)) {
        if (booking.reasonBy !== otherSide) Object.assign(booking, { reason: null, reasonBy: null })
        if (side.side === 'client') booking.notes = null
        else {
          booking.joinInstructions = null
          store.sessionNotes = store.sessionNotes.filter((note) => note.bookingId !== booking.id)
        }
      }
    },
    async eraseMessages(userId) {
      const erased = new Set(store.messages.filter((row) => row.senderId === userId).map((row) => row.id))
      store.messages = store.messages.filter((row) => !erased.has(row.id))
      store.messageReports = store.messageReports.filter((row) => !erased.has(row.messageId))
      store.messageReads = store.messageReads.filter((row) => row.userId !== userId)
      // A report they made of the other's message stays for the admins, without their words.
      for (const report of store.messageReports) if (report.reporterId === userId) report.reason = null
    },
    bookingsToCancel: async (side, at) =>
      onSide(side)
        .filter((booking) => cancelledByDeletion(booking.status, new Date(booking.startsAt), at))
        .map((booking) => booking.id),
    async cancelForDeletion(bookingId, reason, at) {
      Object.assign(bookingOf(bookingId), { status: 'cancelled', reason, reasonBy: null, updatedAt: at.toISOString() })
    },
    async emptyProfile(professionalId) {
      const professional = store.professionals.find((row) => row.id === professionalId)
      Object.assign(professional ?? {}, {
        fullName: '',
        bio: null,
        location: null,
        languages: [],
        specialties: [],
        sessionPrice: null,
        defaultJoinInstructions: null,
        usualReplyTime: null,
        photoHash: null,
      })
      store.photos = store.photos.filter(other(professionalId))
      store.availability = store.availability.filter(other(professionalId))
      store.verifications = store.verifications.filter(other(professionalId))
      store.licenceDocuments = store.licenceDocuments.filter(other(professionalId))
    },
    async forgetAccountState(userId) {
      store.deviceTokens = store.deviceTokens.filter((row) => row.userId !== userId)
      store.idempotencyKeys = store.idempotencyKeys.filter((row) => row.userId !== userId)
      store.sessions = store.sessions.filter((session) => session.userId !== userId)
      endMockPushSubscriptionsOf(userId)
      store.phoneCodes = store.phoneCodes.filter((row) => row.userId !== userId)
      store.notificationSettings = store.notificationSettings.filter((row) => row.userId !== userId)
      store.notifications = store.notifications.filter((row) => row.userId !== userId)
    },
    async tombstoneAccount(_userId, tombstone, at) {
      Object.assign(user, {
        username: tombstone,
        password: null,
        phone: null,
        phoneConsent: false,
        phoneVerified: false,
        deletedAt: at.toISOString(),
      })
    },
    async recordCancelled(bookingId) {
      const event = { action: 'bookingStatusChanged', ...selfEvent(user), detail: 'cancelled' } as const
      recordMockAudit({ ...event, target: { type: 'booking', id: bookingId } }, now)
    },
    async recordDeleted() {
      recordMockAudit({ action: 'accountDeleted', ...selfEvent(user) }, now)
    },
  }
}

/** Erases an account with the one use case (api/domain/accounts/account-deletion.ts) over the store. */
export function deleteAccount(user: UserRow, now: Date = new Date()): Promise<void> {
  return eraseAccount(memoryErasureStore(user, now), { account: user, now })
}
