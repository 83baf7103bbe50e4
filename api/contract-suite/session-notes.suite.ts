import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import type { BookingCreated } from '../contract/schemas/bookings'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { book, bookingsOf, setStatus } from './booking-requests'
import { createClient } from './client'

describe('session notes: private to their professional', () => {
  let professional: ProfessionalAccount
  let other: ProfessionalAccount
  let user: Account
  let booking: BookingCreated

  beforeAll(async () => {
    ;[professional, other, user] = [await registerProfessional(), await registerProfessional(), await registerUser()]
    booking = await book(user.client, professional.professionalId, { notes: 'Client note' })
  }, 30_000)

  const notesOf = async (bookingId: number) =>
    (await bookingsOf(professional.client)).find((item) => item.id === bookingId)?.professionalNotes

  it('saves notes and shows them to the professional in every list', async () => {
    const saved = await professional.client.ok('saveSessionNotes', {
      params: { bookingId: booking.id },
      body: { professionalNotes: 'Discussed sleep hygiene.' },
    })
    expect(saved).toEqual({ ...booking, clientPhone: null, professionalNotes: 'Discussed sleep hygiene.' })
    expect(await notesOf(booking.id)).toBe('Discussed sleep hygiene.')
    const pending = await bookingsOf(professional.client, { status: 'pending' })
    expect(pending.find((item) => item.id === booking.id)?.professionalNotes).toBe('Discussed sleep hygiene.')
  })

  it('returns notes exactly as written: accents, emoji, line breaks, 20,000 characters', async () => {
    const params = { bookingId: booking.id }
    for (const professionalNotes of ['Café ☕, naïve 🙂\nSecond line\ttab', 'é'.repeat(20_000)]) {
      await professional.client.ok('saveSessionNotes', { params, body: { professionalNotes } })
      expect(await notesOf(booking.id)).toBe(professionalNotes)
    }
  })

  it('keeps notes through status changes', async () => {
    await professional.client.ok('saveSessionNotes', {
      params: { bookingId: booking.id },
      body: { professionalNotes: 'Before accept' },
    })
    expect((await setStatus(professional.client, booking.id, 'confirmed')).professionalNotes).toBe('Before accept')
    const upcoming = await bookingsOf(professional.client, { upcoming: 'true' })
    expect(upcoming.find((item) => item.id === booking.id)?.professionalNotes).toBe('Before accept')
  })

  it('hides the booking and its notes from another professional (404, never listed)', async () => {
    const options = { params: { bookingId: booking.id }, body: { professionalNotes: 'Overwritten?' } }
    expect((await other.client.fails('saveSessionNotes', 404, options)).message).toBe(messages.bookingNotFound)
    expect((await bookingsOf(other.client)).map((item) => item.id)).not.toContain(booking.id)
    expect(await notesOf(booking.id)).toBe('Before accept')
  })

  it("refuses anonymous callers (401) and users, even the booking's own (403)", async () => {
    const options = { params: { bookingId: booking.id }, body: { professionalNotes: 'Written by someone else' } }
    await createClient().fails('saveSessionNotes', 401, options)
    await user.client.fails('saveSessionNotes', 403, options)
    expect(await notesOf(booking.id)).toBe('Before accept')
  })

  it.each(['999999999', '2147483648', 'abc', '0'])('answers 404 for booking id %s', async (bookingId) => {
    const error = await professional.client.fails('saveSessionNotes', 404, {
      params: { bookingId },
      body: { professionalNotes: 'x' },
    })
    expect(error.message).toBe(messages.bookingNotFound)
  })

  it('refuses notes over 20,000 characters and a missing field with 400', async () => {
    const params = { bookingId: booking.id }
    const long = await professional.client.fails('saveSessionNotes', 400, {
      params,
      body: { professionalNotes: 'n'.repeat(20_001) },
    })
    expect(long.fieldErrors?.professionalNotes).toBeDefined()
    const missing = await professional.client.fails('saveSessionNotes', 400, { params, body: {} })
    expect(missing.fieldErrors?.professionalNotes).toBeDefined()
  })

  it('clears notes when sent null', async () => {
    const cleared = await professional.client.ok('saveSessionNotes', {
      params: { bookingId: booking.id },
      body: { professionalNotes: null },
    })
    expect(cleared.professionalNotes).toBeNull()
    expect(await notesOf(booking.id)).toBeNull()
  })
})
