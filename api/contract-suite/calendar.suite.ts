import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import type { BookingCreated } from '../contract/schemas/bookings'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { book, setStatus } from './booking-requests'
import { createClient } from './client'
import { dayFromToday } from './dates'

/** A property of a calendar file, unfolded and unescaped (RFC 5545 3.1 and 3.3.11). */
function property(text: string, name: string): string | undefined {
  const line = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((entry) => entry.startsWith(`${name}:`) || entry.startsWith(`${name};`))
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\\n/gi, '\n')
    .replace(/\\([,;\\])/g, '$1')
}

/** 2026-11-25T07:00:00.000Z -> 20261125T070000Z */
const icsUtc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

describe('calendar file: a confirmed session for either side', () => {
  let professional: ProfessionalAccount
  let user: Account
  let confirmed: BookingCreated

  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional(), await registerUser()]
    await professional.client.ok('updateProfile', { body: { fullName: 'Dr. Kemi Adeyemi' } })
    confirmed = await book(user.client, professional.professionalId, {
      sessionDate: dayFromToday(5, 'Africa/Lagos'),
      sessionTime: '09:30',
      timezone: 'Africa/Lagos',
    })
    await professional.client.ok('updateBookingStatus', {
      params: { bookingId: confirmed.id },
      body: { status: 'confirmed', joinInstructions: 'Call me on WhatsApp, +234 802 123 4567' },
    })
  }, 30_000)

  const download = (client: Account['client'], bookingId: number) =>
    client.call('bookingCalendar', { params: { bookingId } })

  it('gives the client a text/calendar attachment in UTC that names the zone and how to join', async () => {
    const reply = await download(user.client, confirmed.id)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="session-${confirmed.id}.ics"`)
    const start = Date.parse(confirmed.startsAt)
    expect(property(reply.text, 'DTSTART')).toBe(icsUtc(start))
    expect(property(reply.text, 'DTEND')).toBe(icsUtc(start + confirmed.durationMinutes * 60_000))
    expect(property(reply.text, 'SUMMARY')).toBe('Session with Dr. Kemi Adeyemi')
    const description = property(reply.text, 'DESCRIPTION') ?? ''
    expect(description).toContain(`${confirmed.sessionDate} 09:30 WAT, Africa/Lagos`)
    expect(description).toContain('Call me on WhatsApp, +234 802 123 4567')
  })

  it("gives the professional the same event under the same UID, titled with the client's username", async () => {
    const [mine, theirs] = [
      await download(user.client, confirmed.id),
      await download(professional.client, confirmed.id),
    ]
    expect(theirs.status).toBe(200)
    expect(property(theirs.text, 'SUMMARY')).toBe(`Session with ${user.username}`)
    expect(property(theirs.text, 'UID')).toBe(property(mine.text, 'UID'))
    expect(property(theirs.text, 'DTSTART')).toBe(property(mine.text, 'DTSTART'))
  })

  it('titles the event in Swahili when asked, and refuses a language the app does not speak', async () => {
    const reply = await user.client.call('bookingCalendar', {
      params: { bookingId: confirmed.id },
      query: { lang: 'sw' },
    })
    expect(reply.status).toBe(200)
    expect(property(reply.text, 'SUMMARY')).toBe('Kipindi na Dr. Kemi Adeyemi')
    expect(property(reply.text, 'DESCRIPTION') ?? '').toContain('Jinsi ya kujiunga: Call me on WhatsApp')
    await user.client.fails('bookingCalendar', 400, { params: { bookingId: confirmed.id }, query: { lang: 'fr' } })
  })

  it('answers 409 for a session that is not confirmed', async () => {
    const pending = await book(user.client, professional.professionalId)
    const error = await user.client.fails('bookingCalendar', 409, { params: { bookingId: pending.id } })
    expect(error.message).toBe(messages.calendarOnlyConfirmed)
    await setStatus(professional.client, pending.id, 'declined')
    await professional.client.fails('bookingCalendar', 409, { params: { bookingId: pending.id } })
  })

  it('answers 404 to anyone else, and 401 signed out', async () => {
    const [stranger, otherProfessional] = [await registerUser(), await registerProfessional()]
    const params = { bookingId: confirmed.id }
    expect((await stranger.client.fails('bookingCalendar', 404, { params })).message).toBe(messages.bookingNotFound)
    await otherProfessional.client.fails('bookingCalendar', 404, { params })
    await user.client.fails('bookingCalendar', 404, { params: { bookingId: 2_000_000_000 } })
    await createClient().fails('bookingCalendar', 401, { params })
  })
})
