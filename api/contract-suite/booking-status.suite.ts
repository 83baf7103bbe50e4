import { beforeAll, describe, expect, it } from 'vitest'
import { format, messages } from '../contract/messages'
import type { BookingCreated, BookingStatus } from '../contract/schemas/bookings'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { beginSession, book, bookingsOf, complete, freshSlot, requesters, setStatus } from './booking-requests'
import { createClient } from './client'
import { target } from './target'
import { instantOf, wallClockIn } from '../contract/time'

describe('bookings: accept, decline, complete', () => {
  let professional: ProfessionalAccount
  let other: ProfessionalAccount
  let user: Account
  // Bookings come from several people: one would soon reach the pending-request limits.
  const anyone = requesters()

  beforeAll(async () => {
    ;[professional, other, user] = [await registerProfessional(), await registerProfessional(), await registerUser()]
  }, 30_000)

  const statusOf = async (bookingId: number) =>
    (await bookingsOf(professional.client)).find((booking) => booking.id === bookingId)?.status

  it("lets only the booking's professional change it: 401 anonymous, 403 user, 404 another professional", async () => {
    const booking = await book(user.client, professional.professionalId)
    const options = { params: { bookingId: booking.id }, body: { status: 'confirmed' } }
    await createClient().fails('updateBookingStatus', 401, options)
    await user.client.fails('updateBookingStatus', 403, options)
    expect((await other.client.fails('updateBookingStatus', 404, options)).message).toBe(messages.bookingNotFound)
    expect(await statusOf(booking.id)).toBe('pending')
  })

  it.each(['999999999', '2147483648', '99999999999999999999999', 'abc', '0', '-1', '1.5'])(
    'answers 404 for booking id %s',
    async (bookingId) => {
      const error = await professional.client.fails('updateBookingStatus', 404, {
        params: { bookingId },
        body: { status: 'confirmed' },
      })
      expect(error.message).toBe(messages.bookingNotFound)
    },
  )

  it('refuses an unknown status with 400', async () => {
    const booking = await anyone.book(professional.professionalId)
    const error = await professional.client.fails('updateBookingStatus', 400, {
      params: { bookingId: booking.id },
      body: { status: 'archived' },
    })
    expect(error.fieldErrors?.status).toBeDefined()
  })

  it('accepts (pending → confirmed), declines (pending → declined), completes (confirmed → completed) and cancels (confirmed → cancelled)', async () => {
    const [accepted, declined, cancelled] = [
      await anyone.book(professional.professionalId),
      await anyone.book(professional.professionalId),
      await anyone.book(professional.professionalId),
    ]
    const confirmed = await setStatus(professional.client, accepted.id, 'confirmed')
    expect(confirmed).toEqual({
      ...accepted,
      status: 'confirmed',
      clientPhone: null,
      professionalNotes: null,
      updatedAt: confirmed.updatedAt,
    })
    expect(Date.parse(confirmed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(accepted.updatedAt))
    expect((await setStatus(professional.client, declined.id, 'declined')).status).toBe('declined')
    expect((await complete(professional.client, accepted.id)).status).toBe('completed')
    await setStatus(professional.client, cancelled.id, 'confirmed')
    expect((await setStatus(professional.client, cancelled.id, 'cancelled')).status).toBe('cancelled')
    expect([await statusOf(accepted.id), await statusOf(declined.id), await statusOf(cancelled.id)]).toEqual([
      'completed',
      'declined',
      'cancelled',
    ])
  })

  describe('illegal transitions answer 409 and change nothing', () => {
    const ids = new Map<BookingStatus, number>()

    beforeAll(async () => {
      const path: Record<BookingStatus, BookingStatus[]> = {
        pending: [],
        confirmed: ['confirmed'],
        declined: ['declined'],
        completed: ['confirmed', 'completed'],
        cancelled: ['confirmed', 'cancelled'],
      }
      for (const [status, steps] of Object.entries(path) as [BookingStatus, BookingStatus[]][]) {
        const booking = await anyone.book(professional.professionalId)
        for (const step of steps) {
          if (step === 'completed') await complete(professional.client, booking.id)
          else await setStatus(professional.client, booking.id, step)
        }
        ids.set(status, booking.id)
      }
    }, 30_000)

    it.each<[BookingStatus, BookingStatus]>([
      ['pending', 'pending'],
      ['pending', 'completed'],
      ['pending', 'cancelled'],
      ['confirmed', 'confirmed'],
      ['confirmed', 'declined'],
      ['confirmed', 'pending'],
      ['declined', 'pending'],
      ['declined', 'confirmed'],
      ['declined', 'declined'],
      ['declined', 'completed'],
      ['declined', 'cancelled'],
      ['completed', 'pending'],
      ['completed', 'confirmed'],
      ['completed', 'declined'],
      ['completed', 'completed'],
      ['completed', 'cancelled'],
      ['cancelled', 'pending'],
      ['cancelled', 'confirmed'],
      ['cancelled', 'declined'],
      ['cancelled', 'completed'],
      ['cancelled', 'cancelled'],
    ])('%s → %s', async (from, to) => {
      const bookingId = ids.get(from)!
      const error = await professional.client.fails('updateBookingStatus', 409, {
        params: { bookingId },
        body: { status: to },
      })
      expect(error.message).toBe(format(messages.illegalTransition, { from, to }))
      expect(await statusOf(bookingId)).toBe(from)
    })
  })

  it('holds a time once: a second accept at the same time is 409, and a completed session keeps its time', async () => {
    const slot = freshSlot()
    const [first, second, third] = [
      await anyone.book(professional.professionalId, slot),
      await anyone.book(professional.professionalId, slot),
      await anyone.book(professional.professionalId),
    ]
    await setStatus(professional.client, first.id, 'confirmed')
    const error = await professional.client.fails('updateBookingStatus', 409, {
      params: { bookingId: second.id },
      body: { status: 'confirmed' },
    })
    expect(error.message).toBe(messages.slotTaken)
    const started = await beginSession(first.id)
    await setStatus(professional.client, first.id, 'completed')
    // A request for the completed session's time (moved there in the data: the API books only ahead).
    await target().moveBookingStart(third.id, started)
    const taken = await professional.client.fails('updateBookingStatus', 409, {
      params: { bookingId: third.id },
      body: { status: 'confirmed' },
    })
    expect(taken.message).toBe(messages.slotTaken)
    expect([await statusOf(second.id), await statusOf(third.id)]).toEqual(['pending', 'pending'])
    expect((await setStatus(professional.client, second.id, 'declined')).status).toBe('declined')
  })

  it('holds slots per professional: another professional may confirm the same date and time', async () => {
    const slot = freshSlot()
    const mine = await anyone.book(professional.professionalId, slot)
    const theirs = await anyone.book(other.professionalId, slot)
    await setStatus(professional.client, mine.id, 'confirmed')
    expect((await setStatus(other.client, theirs.id, 'confirmed')).status).toBe('confirmed')
  })
})

describe('bookings: concurrent accepts', () => {
  let professional: ProfessionalAccount
  const anyone = requesters()

  beforeAll(async () => {
    professional = await registerProfessional()
  }, 30_000)

  const acceptAll = (bookingIds: number[]) =>
    Promise.all(
      bookingIds.map((bookingId) =>
        professional.client.call('updateBookingStatus', { params: { bookingId }, body: { status: 'confirmed' } }),
      ),
    )

  it('confirms exactly one of 20 pending bookings for the same slot accepted at once', async () => {
    const slot = freshSlot()
    const bookings: BookingCreated[] = []
    for (let i = 0; i < 20; i++) bookings.push(await anyone.book(professional.professionalId, slot))
    const replies = await acceptAll(bookings.map((booking) => booking.id))
    expect(replies.map((reply) => reply.status).sort((a, b) => a - b)).toEqual([200, ...Array<number>(19).fill(409)])
    const inSlot = (await bookingsOf(professional.client)).filter((booking) =>
      bookings.some(({ id }) => id === booking.id),
    )
    expect(inSlot.filter((booking) => booking.status === 'confirmed')).toHaveLength(1)
    expect(inSlot.filter((booking) => booking.status === 'pending')).toHaveLength(19)
  })

  it('confirms exactly one of 20 overlapping, not identical, times in three zones accepted at once', async () => {
    // Starts 3 minutes apart over 57 minutes of one-hour sessions, written in EAT, WAT and CAT; the next slot stays free.
    const [slot] = [freshSlot(), freshSlot()]
    const first = +instantOf(slot.sessionDate, slot.sessionTime, 'Africa/Nairobi')
    const zones = ['Africa/Nairobi', 'Africa/Lagos', 'Africa/Maputo']
    const bookings: BookingCreated[] = []
    for (let i = 0; i < 20; i++) {
      const timezone = zones[i % 3]!
      const when = wallClockIn(new Date(first + i * 3 * 60_000), timezone)
      bookings.push(await anyone.book(professional.professionalId, { ...when, timezone }))
    }
    expect(new Set(bookings.map((booking) => booking.startsAt)).size).toBe(20)
    const replies = await acceptAll(bookings.map((booking) => booking.id))
    expect(replies.map((reply) => reply.status).sort((a, b) => a - b)).toEqual([200, ...Array<number>(19).fill(409)])
    const refusals = replies
      .filter((reply) => reply.status === 409)
      .map((reply) => (reply.json as { message: string }).message)
    expect(new Set(refusals)).toEqual(new Set([messages.slotTaken]))
    const inSlot = (await bookingsOf(professional.client)).filter((booking) =>
      bookings.some(({ id }) => id === booking.id),
    )
    expect(inSlot.filter((booking) => booking.status === 'confirmed')).toHaveLength(1)
    expect(inSlot.filter((booking) => booking.status === 'pending')).toHaveLength(19)
  })

  it('lets exactly one of an accept and a decline sent at once win', async () => {
    for (let round = 0; round < 5; round++) {
      const { id: bookingId } = await anyone.book(professional.professionalId)
      const replies = await Promise.all(
        (['confirmed', 'declined'] as const).map((status) =>
          professional.client.call('updateBookingStatus', { params: { bookingId }, body: { status } }),
        ),
      )
      expect(replies.map((reply) => reply.status).sort((a, b) => a - b)).toEqual([200, 409])
      const winner = replies.find((reply) => reply.status === 200)?.json as { status: string }
      const stored = (await bookingsOf(professional.client)).find((booking) => booking.id === bookingId)
      expect(stored?.status).toBe(winner.status)
    }
  })

  it('confirms one booking once when it is accepted 10 times at once', async () => {
    const booking = await anyone.book(professional.professionalId)
    const replies = await acceptAll(Array<number>(10).fill(booking.id))
    expect(replies.map((reply) => reply.status).sort((a, b) => a - b)).toEqual([200, ...Array<number>(9).fill(409)])
  })
})
