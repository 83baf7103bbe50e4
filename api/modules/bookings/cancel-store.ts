import type { Knex } from 'knex'
import type { CancelStore } from '../../domain/bookings/cancel-booking'
import type { Cipher } from '../../security/cipher'
import { enqueueBookingNotice } from '../../notifications/enqueue'
import { cancelBooking, findClientBooking } from './client-repo'

/** A person's cancel over one transaction: the reason sealed with the booking's key. */
export function knexCancelStore(
  trx: Knex.Transaction,
  cipher: Cipher,
  record: (trx: Knex.Transaction, bookingId: number) => Promise<void>,
): CancelStore {
  return {
    async findCancellable(bookingId, userId) {
      const row = await findClientBooking(trx, bookingId, userId)
      if (!row) return null
      const noticeHours = Number(row.cancellation_notice_hours ?? 0)
      return { status: row.status, startsAt: new Date(row.starts_at), timezone: row.timezone, noticeHours }
    },
    cancel: (bookingId, from, reason) =>
      cancelBooking(
        trx,
        { bookingId, from, reasonEncrypted: reason === null ? null : cipher.encrypt(reason, bookingId) },
        new Date().toISOString(),
      ),
    recordCancel: (bookingId) => record(trx, bookingId),
    notify: (notice) => enqueueBookingNotice(trx, notice),
  }
}
