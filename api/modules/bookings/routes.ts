import type { Context } from 'koa'
import type { Knex } from 'knex'
import { bookingsTable, type BookingPorts } from '../../domain/bookings/route-table'
import { findBookingView, presentBooking, presentBookingCreated } from './booking-views'
import { presentClientBooking } from './client-booking-views'
import { actedSince } from '../../db/audit-reads'
import { audit } from '../../http/audit'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import type { AppDeps, HandlerInput, SessionUser } from '../../http/handler'
import { tableRoutes } from '../../http/mount-table'
import { ownProfessionalId, signedIn } from '../../http/signed-in'
import { calendarBooking } from './calendar-file'
import { knexCancelStore } from './cancel-store'
import { findCalendarBooking, findClientBooking, listClientBookings } from './client-repo'
import { knexNotesStore } from './notes-store'
import { listBookings } from './repo'
import { knexRequestStore } from './request-store'
import { knexStatusStore } from './status-store'

type Db = Knex | Knex.Transaction
type Input = Pick<HandlerInput<'myBookings'>, 'ctx' | 'deps' | 'user'>

/** An audit entry of the caller's own, about one booking, written in the write's transaction. */
const ownEvent =
  (deps: AppDeps, ctx: Context, user: SessionUser | null, action: 'bookingStatusChanged' | 'notesWritten') =>
  (trx: Knex.Transaction, bookingId: number, detail?: string) =>
    auditWithin(trx, deps, ctx, {
      action,
      ...selfEvent(signedIn(user)),
      target: { type: 'booking', id: bookingId },
      ...(detail !== undefined && { detail }),
    })

/**
 * The bookings' storage over Knex, texts sealed with each booking's key. The stores are reached
 * only by an idempotent write, which builds these ports on its transaction.
 */
function knexBookingPorts({ ctx, deps, user }: Input, db: Db): BookingPorts {
  const { cipher } = deps
  const trx = db as Knex.Transaction
  const statusChanged = ownEvent(deps, ctx, user, 'bookingStatusChanged')
  return {
    limits: () => deps.config.limits,
    ownBookings: () => ({
      async page(listing, range) {
        const { rows, total } = await listBookings(deps.db, ownProfessionalId(user), listing, range)
        return { bookings: rows.map((row) => presentBooking(row, cipher)), total }
      },
      notesReadRecordedAfter: (since) => actedSince(deps.db, signedIn(user).id, 'notesRead', since),
      recordNotesRead: () => audit(deps, ctx, { action: 'notesRead', ...selfEvent(signedIn(user)) }),
    }),
    requestStore: () => knexRequestStore(trx, cipher),
    statusStore: () => knexStatusStore(trx, cipher, statusChanged),
    notesStore: () => knexNotesStore(trx, cipher, ownEvent(deps, ctx, user, 'notesWritten')),
    cancelStore: () => knexCancelStore(trx, cipher, (inner, bookingId) => statusChanged(inner, bookingId, 'cancelled')),
    booking: async (bookingId) => presentBooking(await findBookingView(deps.db, bookingId), cipher),
    bookingCreated: async (bookingId) => presentBookingCreated(await findBookingView(deps.db, bookingId), cipher),
    async clientBooking(bookingId, userId, now) {
      const row = await findClientBooking(deps.db, bookingId, userId)
      return row ? presentClientBooking(row, cipher, now) : null
    },
    async clientBookings(userId, page, now) {
      const { rows, total } = await listClientBookings(deps.db, userId, page, now)
      return { page: rows.map((row) => presentClientBooking(row, cipher, now)), total }
    },
    async calendarBooking(bookingId) {
      const row = await findCalendarBooking(deps.db, bookingId)
      return row ? calendarBooking(row, cipher) : undefined
    },
  }
}

export const bookingRoutes = tableRoutes(bookingsTable, knexBookingPorts)
