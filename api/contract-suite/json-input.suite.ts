import { beforeAll, describe, expect, it } from 'vitest'
import { format, messages } from '../contract/messages'
import type { BookingCreated } from '../contract/schemas/bookings'
import {
  PASSWORD,
  registerProfessional,
  registerUser,
  uniqueWord,
  type Account,
  type ProfessionalAccount,
} from './accounts'
import { book, bookingRequest, bookingsOf } from './booking-requests'
import { createClient } from './client'

let professional: ProfessionalAccount
let user: Account
let booking: BookingCreated

const duplicateKey = (key: string) => format(messages.duplicateKey, { key })
const illFormedText = (field: string) => format(messages.illFormedText, { field })
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)))

const bookingNow = async () => (await bookingsOf(professional.client)).find((item) => item.id === booking.id)
const canSignIn = async (username: string) =>
  (await createClient().call('login', { body: { username, password: PASSWORD } })).status === 200

describe('input is what it says: JSON bodies', () => {
  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional(), await registerUser()]
    booking = await book(user.client, professional.professionalId, { notes: 'First note' })
  }, 30_000)

  it('refuses a duplicate key at the top level (400 naming it), changing nothing', async () => {
    const rawBody = '{"status":"confirmed","status":"declined"}'
    const params = { bookingId: booking.id }
    const error = await professional.client.fails('updateBookingStatus', 400, { params, rawBody })
    expect(error).toEqual({ message: duplicateKey('status'), fieldErrors: { status: duplicateKey('status') } })
    expect((await bookingNow())?.status).toBe('pending')
  })

  it('refuses a duplicate key spelt with an escape (\\u0061 is a)', async () => {
    const rawBody = '{"status":"confirmed","st\\u0061tus":"declined"}'
    const error = await professional.client.fails('updateBookingStatus', 400, {
      params: { bookingId: booking.id },
      rawBody,
    })
    expect(error.message).toBe(duplicateKey('status'))
  })

  it('refuses a duplicate key in a nested object, naming where it is', async () => {
    const username = uniqueWord('dup')
    const rawBody = `{"username":"${username}","password":"${PASSWORD}","role":"user","extra":{"k":1,"k":2}}`
    const error = await createClient().fails('register', 400, { rawBody })
    expect(error).toEqual({ message: duplicateKey('extra.k'), fieldErrors: { 'extra.k': duplicateKey('extra.k') } })
    const inArray = '{"languages":[{"a":1},{"a":1,"a":2}]}'
    const nested = await professional.client.fails('updateProfile', 400, { rawBody: inArray })
    expect(nested.fieldErrors).toEqual({ 'languages.1.a': duplicateKey('languages.1.a') })
  })

  it('refuses a register body that names the username twice, creating neither account', async () => {
    const [first, second] = [uniqueWord('twice'), uniqueWord('twice')]
    const rawBody = `{"username":"${first}","password":"${PASSWORD}","username":"${second}","role":"user"}`
    const error = await createClient().fails('register', 400, { rawBody })
    expect(error.message).toBe(duplicateKey('username'))
    expect(await canSignIn(first)).toBe(false)
    expect(await canSignIn(second)).toBe(false)
  })

  it.each([
    ['a lone high surrogate', '\\ud800'],
    ['a lone low surrogate', '\\udc00'],
    ['a high surrogate before a letter', '\\ud83dx'],
    ['two high surrogates', '\\ud83d\\ud83d'],
  ])('refuses %s in the booking notes (400 naming notes), creating no booking', async (_, escaped) => {
    const before = (await bookingsOf(professional.client)).length
    const body = JSON.stringify(bookingRequest(professional.professionalId)).replace(
      '"notes":null',
      `"notes":"Hi ${escaped}"`,
    )
    const error = await user.client.fails('createBooking', 400, { rawBody: body })
    expect(error).toEqual({ message: illFormedText('notes'), fieldErrors: { notes: illFormedText('notes') } })
    expect((await bookingsOf(professional.client)).length).toBe(before)
  })

  it('refuses a lone surrogate in the session notes, keeping the notes as they were', async () => {
    const params = { bookingId: booking.id }
    await professional.client.ok('saveSessionNotes', { params, body: { professionalNotes: 'Kept' } })
    const rawBody = '{"professionalNotes":"Broken \\udc00 note"}'
    const error = await professional.client.fails('saveSessionNotes', 400, { params, rawBody })
    expect(error.fieldErrors).toEqual({ professionalNotes: illFormedText('professionalNotes') })
    expect((await bookingNow())?.professionalNotes).toBe('Kept')
  })

  it('refuses a lone surrogate in the bio, in a list item and in a key, naming each', async () => {
    const before = await professional.client.ok('myProfile')
    const bio = await professional.client.fails('updateProfile', 400, { rawBody: '{"bio":"Bio \\ud800"}' })
    expect(bio.fieldErrors).toEqual({ bio: illFormedText('bio') })
    const item = await professional.client.fails('updateProfile', 400, {
      rawBody: '{"languages":["Swahili","\\udfff"]}',
    })
    expect(item.fieldErrors).toEqual({ 'languages.1': illFormedText('languages.1') })
    const key = await professional.client.fails('updateProfile', 400, { rawBody: '{"bio\\ud800":"x"}' })
    expect(key.fieldErrors).toEqual({ 'bio\ufffd': illFormedText('bio\ufffd') })
    expect(await professional.client.ok('myProfile')).toEqual(before)
  })

  it('refuses a lone surrogate in a username, creating no account', async () => {
    const username = uniqueWord('lone')
    const rawBody = `{"username":"${username}\\ud800","password":"${PASSWORD}","role":"user"}`
    const error = await createClient().fails('register', 400, { rawBody })
    expect(error.fieldErrors).toEqual({ username: illFormedText('username') })
    expect(await canSignIn(username)).toBe(false)
  })

  it('keeps a well-formed surrogate pair (an emoji), escaped or not, exactly as sent', async () => {
    const params = { bookingId: booking.id }
    const escaped = await professional.client.ok('saveSessionNotes', {
      params,
      rawBody: '{"professionalNotes":"Smiled \\ud83d\\ude00 today"}',
    })
    expect(escaped.professionalNotes).toBe('Smiled 😀 today')
    // Long enough to stay listed, so the professional can still be booked below.
    const bio =
      'Karibu 🌍 na 👋🏾. Works with adults on stress, grief and change, listening first and agreeing small steps.'
    expect((await professional.client.ok('updateProfile', { body: { bio } })).bio).toBe(bio)
    expect((await professional.client.ok('myProfile')).bio).toBe(bio)
    const notes = 'Asante 🙏'
    const created = await book(user.client, professional.professionalId, { notes })
    expect((await bookingsOf(professional.client)).find((item) => item.id === created.id)?.notes).toBe(notes)
  })

  it.each([
    ['a byte that is never UTF-8 (0xFF)', [0xff]],
    ['a lone continuation byte', [0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an over-long encoding of "/"', [0xc0, 0xaf]],
    ['a surrogate encoded as UTF-8 (CESU)', [0xed, 0xa0, 0x80]],
  ])('refuses %s in a body with 400, changing nothing', async (_, invalid) => {
    const params = { bookingId: booking.id }
    await professional.client.ok('saveSessionNotes', { params, body: { professionalNotes: 'Before bytes' } })
    const rawBody = bytes('{"professionalNotes":"Bad ', invalid, '"}')
    const error = await professional.client.fails('saveSessionNotes', 400, { params, rawBody })
    expect(error.message).toBe(messages.bodyNotUtf8)
    expect((await bookingNow())?.professionalNotes).toBe('Before bytes')
  })

  it('accepts UTF-8 with a byte order mark, as before', async () => {
    const rawBody = bytes([0xef, 0xbb, 0xbf], '{"bio":"With a mark"}')
    expect((await professional.client.ok('updateProfile', { rawBody })).bio).toBe('With a mark')
  })

  it('still answers 413 before decoding an oversized body of invalid bytes', async () => {
    const rawBody = new Uint8Array(101 * 1024).fill(0xff)
    const error = await professional.client.fails('updateBookingStatus', 413, {
      params: { bookingId: booking.id },
      rawBody,
    })
    expect(error.message).toBe(messages.bodyTooLarge)
  })
})
