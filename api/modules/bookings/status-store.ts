import type { BookingStatus } from '../../contract/schemas/bookings'
import type { Knex } from 'knex'
import { conflict } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { StatusChangeStore } from '../../domain/bookings/change-status'
import { isExclusionViolation } from '../../db/exclusion-violation'
import type { Cipher } from '../../security/cipher'
import { enqueueBookingNotice } from '../../notifications/enqueue'
import {
  changeStatus,
  defaultJoinInstructions,
  findOwnBooking,
  lockProfessionalForAccept,
  overlapsHeldBooking,
  type BookingStateRow,
} from './repo'

/** The state as the use case reads it; the row keeps its end for the overlap query. */
const stateOf = (row: BookingStateRow) => ({ ...row, id: Number(row.id), startsAt: row.starts_at })

/**
 * A status change's storage over one transaction: texts sealed with the booking's key, the audit
 * entry written by `record` in the same transaction.
 */
export function knexStatusStore(
  trx: Knex.Transaction,
  cipher: Cipher,
  record: (trx: Knex.Transaction, bookingId: number, to: BookingStatus) => Promise<void>,
): StatusChangeStore {
  const rows = new Map<number, BookingStateRow>()
  const seal = (text: string | null | undefined, bookingId: number) => (text ? cipher.encrypt(text, bookingId) : null)
  return {
    lockForAccept: (professionalId) => lockProfessionalForAccept(trx, professionalId),
    async findOwnBooking(bookingId, professionalId) {
      const row = await findOwnBooking(trx, bookingId, professionalId)
      if (!row) return null
      rows.set(Number(row.id), row)
      return stateOf(row)
    },
    overlapsHeldSession: (booking, professionalId) => overlapsHeldBooking(trx, rows.get(booking.id)!, professionalId),
    defaultJoinInstructions: (professionalId) => defaultJoinInstructions(trx, professionalId),
    async applyChange({ reason, joinInstructions, ...change }) {
      const sealed = {
        ...change,
        ...(reason !== undefined && { reasonEncrypted: seal(reason, change.bookingId) }),
        ...(joinInstructions !== undefined && { joinInstructionsEncrypted: seal(joinInstructions, change.bookingId) }),
      }
      return changeStatus(trx, sealed, new Date().toISOString()).catch((error: unknown) => {
        // bookings_no_overlap: a held session written around the lock (another process's migration, a script).
        if (isExclusionViolation(error)) throw conflict(messages.slotTaken)
        throw error
      })
    },
    recordChange: (bookingId, to) => record(trx, bookingId, to),
    notify: (notice) => enqueueBookingNotice(trx, notice),
  }
}
