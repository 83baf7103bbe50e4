import { notFound } from '../../contract/errors'
import type { Limits } from '../../contract/limits'
import { messages } from '../../contract/messages'
import type { Booking, BookingCreated, ClientBooking } from '../../contract/schemas/bookings'
import type { Analytics } from '../../contract/schemas/dashboard'
import { ownProfessional, signedInCaller, type RouteTable } from '../route-table'
import { analyticsCounters, type BookingFilter } from './booking-filters'
import { calendarFile, type CalendarBooking } from './calendar-file'
import { cancelOwnBooking, type CancelStore } from './cancel-booking'
import { changeBookingStatus, type StatusChangeStore } from './change-status'
import { listOwnBookings, type OwnBookingsReads } from './own-bookings'
import { requestBooking, type BookingRequestStore } from './request-booking'
import { writeSessionNotes, type NotesStore } from './session-notes'

/**
 * What the bookings' routes need of each side's storage, bound to the caller. The stores are the
 * use cases' ports; on the server an idempotent write gets them over its transaction.
 */
export type BookingPorts = {
  limits(): Limits
  ownBookings(): OwnBookingsReads
  requestStore(): BookingRequestStore
  statusStore(): StatusChangeStore
  notesStore(): NotesStore
  cancelStore(): CancelStore
  /** The booking as its professional sees it, and as the client who asked for it sees it when made. */
  booking(bookingId: number): Promise<Booking>
  bookingCreated(bookingId: number): Promise<BookingCreated>
  /** The booking as the person who asked for it sees it at `now`; null when it is not theirs. */
  clientBooking(bookingId: number, userId: number, now: Date): Promise<ClientBooking | null>
  /** Every booking the person asked for, in My sessions' order at `now` (myBookingsPage), presented. */
  clientBookings(
    userId: number,
    page: { offset: number; limit: number },
    now: Date,
  ): Promise<{ page: ClientBooking[]; total: number }>
  calendarBooking(bookingId: number): Promise<CalendarBooking | undefined>
}

type BookingRoute =
  | 'myBookings'
  | 'createBooking'
  | 'updateBookingStatus'
  | 'saveSessionNotes'
  | 'myClientBookings'
  | 'cancelMyBooking'
  | 'bookingCalendar'

/** A path's booking id; a pattern that lets an empty one through names an unknown booking. */
function bookingIdOf(params: { bookingId?: number }): number {
  if (!params.bookingId) throw notFound(messages.bookingNotFound)
  return params.bookingId
}

/**
 * A booking from both sides (docs/product.md#6-bookings), for both adapters. Every rule of a write
 * runs inside its idempotent step, so a replay of an accept that was applied answers its first
 * 200 rather than 409 "cannot change from confirmed to confirmed".
 */
export const bookingsTable: RouteTable<BookingPorts, BookingRoute> = {
  async myBookings(ports, { query }) {
    const { bookings, total } = await listOwnBookings(ports.ownBookings(), query)
    return { body: bookings, headers: { 'X-Total-Count': String(total) } }
  },
  createBooking: {
    async write(ports, { caller, body }) {
      const request = { clientId: signedInCaller(caller).id, body, limits: ports.limits() }
      return { status: 201, bookingId: await requestBooking(ports.requestStore(), request) }
    },
    answer: async (ports, { bookingId }) => ({ body: await ports.bookingCreated(bookingId) }),
  },
  updateBookingStatus: {
    async write(ports, { caller, params, body }) {
      const request = { professionalId: ownProfessional(caller), bookingId: bookingIdOf(params), update: body }
      await changeBookingStatus(ports.statusStore(), request)
      return { status: 200, bookingId: request.bookingId }
    },
    answer: async (ports, { bookingId }) => ({ body: await ports.booking(bookingId) }),
  },
  saveSessionNotes: {
    async write(ports, { caller, params, body }) {
      const request = {
        professionalId: ownProfessional(caller),
        bookingId: bookingIdOf(params),
        notes: body.professionalNotes,
      }
      await writeSessionNotes(ports.notesStore(), request)
      return { status: 200, bookingId: request.bookingId }
    },
    answer: async (ports, { bookingId }) => ({ body: await ports.booking(bookingId) }),
  },
  async myClientBookings(ports, { caller, query }) {
    const now = new Date()
    const { page, total } = await ports.clientBookings(signedInCaller(caller).id, query, now)
    return { body: page, headers: { 'X-Total-Count': String(total) } }
  },
  cancelMyBooking: {
    async write(ports, { caller, params, body }) {
      const request = { userId: signedInCaller(caller).id, bookingId: bookingIdOf(params), reason: body.reason }
      await cancelOwnBooking(ports.cancelStore(), request)
      return { status: 200, bookingId: request.bookingId }
    },
    async answer(ports, { bookingId }, { caller }) {
      const booking = await ports.clientBooking(bookingId, signedInCaller(caller).id, new Date())
      if (!booking) throw notFound(messages.bookingNotFound)
      return { body: booking }
    },
  },
  async bookingCalendar(ports, { caller, params, query }) {
    const request = { userId: signedInCaller(caller).id, bookingId: bookingIdOf(params), language: query.lang }
    const { text, fileName } = await calendarFile((id) => ports.calendarBooking(id), request)
    return { body: text, headers: { 'Content-Disposition': `attachment; filename="${fileName}"` } }
  },
}

/** Counts, per named filter, of the professional's bookings it takes. */
export type AnalyticsPorts = {
  count(professionalId: number, filters: Record<keyof Analytics, BookingFilter>): Promise<Analytics>
}

/** The dashboard's counters (api/domain/bookings/booking-filters.ts), for both adapters. */
export const analyticsTable: RouteTable<AnalyticsPorts, 'myAnalytics'> = {
  myAnalytics: async (ports, { caller }) => ({ body: await ports.count(ownProfessional(caller), analyticsCounters()) }),
}
