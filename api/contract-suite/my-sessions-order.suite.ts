import { beforeAll, describe, expect, it } from 'vitest'
import type { BookingCreated, ClientBooking } from '../contract/schemas/bookings'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { beginSession, book, setStatus } from './booking-requests'
import { dayFromToday } from './dates'
import { target } from './target'

describe('my sessions: upcoming soonest first, then past newest first, across pages', () => {
  let professional: ProfessionalAccount
  let user: Account
  const at = (days: number, sessionTime: string) => ({ sessionDate: dayFromToday(days), sessionTime })
  // In the order the person asked for them, which is neither order they are read in.
  let later: BookingCreated
  let soon: BookingCreated
  let latest: BookingCreated
  let endedRecently: BookingCreated
  let endedLongAgo: BookingCreated
  let declinedTomorrow: BookingCreated
  let underWay: BookingCreated

  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional(), await registerUser()]
    const answered = async (booking: BookingCreated, status: 'confirmed' | 'declined') => {
      await setStatus(professional.client, booking.id, status)
      return booking
    }
    // Each is answered at once, so the person never reaches a pending-request limit.
    later = await answered(await book(user.client, professional.professionalId, at(5, '10:00')), 'confirmed')
    soon = await answered(await book(user.client, professional.professionalId, at(2, '10:00')), 'confirmed')
    latest = await answered(await book(user.client, professional.professionalId, at(8, '10:00')), 'confirmed')
    endedLongAgo = await answered(await book(user.client, professional.professionalId, at(3, '10:00')), 'confirmed')
    endedRecently = await answered(await book(user.client, professional.professionalId, at(4, '10:00')), 'confirmed')
    // Moved in this order: the first lands two hours back, the second further back still.
    await beginSession(endedRecently.id)
    await beginSession(endedLongAgo.id)
    declinedTomorrow = await answered(await book(user.client, professional.professionalId, at(1, '10:00')), 'declined')
    // Began ten minutes ago and lasts an hour: not over, so it is the first to read.
    underWay = await book(user.client, professional.professionalId, at(6, '10:00'))
    await target().moveBookingStart(underWay.id, new Date(Date.now() - 10 * 60_000))
  }, 60_000)

  const ids = (bookings: ClientBooking[]) => bookings.map((booking) => booking.id)
  const page = async (query: Record<string, string> = {}) => {
    const reply = await user.client.call('myClientBookings', { query })
    expect(reply.status).toBe(200)
    return reply.json as ClientBooking[]
  }

  it('answers the session under way and those to come (a declined one too) soonest first, then the ended ones newest first', async () => {
    expect(ids(await page())).toEqual([
      underWay.id,
      declinedTomorrow.id,
      soon.id,
      later.id,
      latest.id,
      endedRecently.id,
      endedLongAgo.id,
    ])
  })

  it('keeps that order a page at a time, without gaps or repeats', async () => {
    const whole = ids(await page())
    const pages: number[] = []
    for (let offset = 0; offset < whole.length; offset += 3) {
      pages.push(...ids(await page({ limit: '3', offset: String(offset) })))
    }
    expect(pages).toEqual(whole)
  })
})
