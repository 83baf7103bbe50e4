import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { book, bookingsOf } from './booking-requests'
import { parseStrictCalendar } from './strict-calendar'

/** The 400 of a text rule: its message, and the field named in fieldErrors. */
const oneLine = (field: string) => ({
  message: messages.singleLineText,
  fieldErrors: { [field]: messages.singleLineText },
})
const lines = (field: string) => ({ message: messages.multiLineText, fieldErrors: { [field]: messages.multiLineText } })

describe('text is text: control characters are refused, line breaks only where text has lines', () => {
  let professional: ProfessionalAccount
  let user: Account

  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional(), await registerUser()]
  }, 30_000)

  it.each([
    ['a lone CR', 'Eve\rORGANIZER:mailto:attacker@evil.example'],
    ['a line break', 'Eve\nMallory'],
    ['a CRLF', 'Eve\r\nMallory'],
    ['NUL', 'Eve\u0000'],
    ['an escape', 'Eve\u001b[31m'],
    ['DEL', 'Eve\u007f'],
  ])('refuses %s in a one-line field (400 naming it), changing nothing', async (_, fullName) => {
    const before = await professional.client.ok('myProfile')
    expect(await professional.client.fails('updateProfile', 400, { body: { fullName } })).toEqual(oneLine('fullName'))
    expect(
      await professional.client.fails('updateProfile', 400, { body: { specialties: ['Grief', fullName] } }),
    ).toEqual(oneLine('specialties.1'))
    expect((await professional.client.ok('myProfile')).fullName).toBe(before.fullName)
  })

  it('takes a tab on one line, and refuses control characters in searches', async () => {
    const saved = await professional.client.ok('updateProfile', { body: { location: 'Nairobi,\tKenya' } })
    expect(saved.location).toBe('Nairobi,\tKenya')
    const search = await user.client.call('listProfessionals', { query: { q: 'amina\r\nx' } })
    expect(search.status).toBe(400)
  })

  it('keeps LF and tab in text of several lines, reads CRLF as LF, and refuses a lone CR or another control', async () => {
    const bio = 'Works with adults on stress and grief.\r\n\tListens first, then agrees small steps together.'
    const saved = await professional.client.ok('updateProfile', { body: { bio } })
    expect(saved.bio).toBe('Works with adults on stress and grief.\n\tListens first, then agrees small steps together.')
    for (const bad of ['First\rBEGIN:VALARM', 'Bell \u0007', 'NUL \u0000']) {
      expect(await professional.client.fails('updateProfile', 400, { body: { bio: bad } })).toEqual(lines('bio'))
    }
    expect((await professional.client.ok('myProfile')).bio).toBe(saved.bio)
  })

  it('reads CRLF in a booking note as LF, and refuses a lone CR in joining instructions', async () => {
    const created = await book(user.client, professional.professionalId, { notes: 'Evenings suit me.\r\nThank you' })
    const seen = (await bookingsOf(professional.client)).find((booking) => booking.id === created.id)
    expect(seen?.notes).toBe('Evenings suit me.\nThank you')
    const params = { bookingId: created.id }
    const refused = await professional.client.fails('updateBookingStatus', 400, {
      params,
      body: { status: 'confirmed', joinInstructions: 'https://meet.example/x\rBEGIN:VALARM' },
    })
    expect(refused).toEqual(lines('joinInstructions'))
  })

  it('writes calendar files that pass a strict RFC 5545 read, with unusual names and instructions', async () => {
    await professional.client.ok('updateProfile', { body: { fullName: 'Dr. Nkechi; "Okafor", \\ Eze: 平和 😊' } })
    const created = await book(user.client, professional.professionalId)
    await professional.client.ok('updateBookingStatus', {
      params: { bookingId: created.id },
      body: {
        status: 'confirmed',
        joinInstructions: `https://meet.example/room?a=1;b=2,c\\d\r\nLine two\twith a tab\n${'long words '.repeat(30)}`,
      },
    })
    for (const [client, lang] of [
      [user.client, 'en'],
      [professional.client, 'sw'],
    ] as const) {
      const reply = await client.call('bookingCalendar', { params: { bookingId: created.id }, query: { lang } })
      expect(reply.status).toBe(200)
      const event = parseStrictCalendar(reply.text)
      expect(String(event.getFirstPropertyValue('description'))).toContain(
        'https://meet.example/room?a=1;b=2,c\\d\nLine two',
      )
    }
  })
})
