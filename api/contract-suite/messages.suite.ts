import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { messages } from '../contract/messages'
import { JSON_BODY_LIMIT } from '../contract/routes'
import { NOTIFICATIONS_MAX_PAGE_SIZE } from '../contract/notifications-paging'
import { MESSAGE_MAX_LENGTH, MESSAGES_MAX_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '../contract/schemas/messages'
import { registerProfessional, registerUser } from './accounts'
import { book, setStatus } from './booking-requests'
import { createClient, type Client } from './client'
import { target } from './target'
import { expectReadOnly, messageKey, newThread, post, postCall, readThread, textsOf, type Thread } from './threads'
import { signInAdmin } from './trust'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const HOURLY = DEFAULT_LIMITS.messagesPerSenderPerThreadPerHour

/** The 'message' entries of the person's in-app list for this booking. */
async function messageNotices(client: Client, bookingId: number) {
  const { items } = await client.ok('myNotifications', { query: { limit: String(NOTIFICATIONS_MAX_PAGE_SIZE) } })
  return items.filter((item) => item.event === 'message' && item.bookingId === bookingId)
}

describe('messages: a private thread per booking (GET and POST /api/bookings/{id}/messages)', () => {
  let thread: Thread

  beforeAll(async () => {
    thread = await newThread()
  }, 30_000)

  it('lets both parties write and read, oldest first, each seeing whose message it is', async () => {
    const { person, professional, bookingId } = thread
    const first = await post(person.client, bookingId, 'Can we move to 15:00?')
    expect(first).toEqual({
      id: expect.any(Number) as unknown as number,
      fromMe: true,
      senderName: person.username,
      text: 'Can we move to 15:00?',
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
    })
    await post(professional.client, bookingId, 'Yes, 15:00 works.\nSee you then.')
    const seen = await readThread(professional.client, bookingId)
    expect(seen).toMatchObject({
      bookingId,
      otherParty: person.username,
      session: { sessionType: 'Video Call', status: 'pending' },
      live: false,
      closedReason: null,
      usualReplyTime: null,
      hasOlder: false,
    })
    expect(seen.messages.map(({ text, fromMe, senderName }) => ({ text, fromMe, senderName }))).toEqual([
      { text: 'Can we move to 15:00?', fromMe: false, senderName: person.username },
      { text: 'Yes, 15:00 works.\nSee you then.', fromMe: true, senderName: `Dr. ${professional.username}` },
    ])
    const theirs = await readThread(person.client, bookingId)
    expect(theirs.otherParty).toBe(`Dr. ${professional.username}`)
    expect(theirs.messages.map((message) => message.fromMe)).toEqual([true, false])
  })

  it(`takes ${MESSAGE_MAX_LENGTH} characters and refuses one more, an empty text and control characters (400)`, async () => {
    const { person, bookingId } = thread
    const longest = 'a'.repeat(MESSAGE_MAX_LENGTH)
    expect((await post(person.client, bookingId, longest)).text).toBe(longest)
    const tooLong = await person.client.fails('postMessage', 400, {
      params: { bookingId },
      body: { text: `${longest}b` },
    })
    expect(tooLong.fieldErrors?.text).toBe(messages.messageTooLong)
    for (const text of ['', '   \n ']) {
      const empty = await person.client.fails('postMessage', 400, { params: { bookingId }, body: { text } })
      expect(empty.fieldErrors?.text).toBe(messages.messageRequired)
    }
    for (const text of ['ring\u0007', 'null\u0000byte', 'esc\u001b[31m']) {
      await person.client.fails('postMessage', 400, { params: { bookingId }, body: { text } })
    }
    await person.client.fails('postMessage', 400, { params: { bookingId }, body: { text: 1 } })
    await person.client.fails('postMessage', 400, { params: { bookingId }, body: { text: 'hi', extra: true } })
    await person.client.fails('postMessage', 400, {
      params: { bookingId },
      body: { text: 'hi' },
      headers: { 'Idempotency-Key': 'short' },
    })
  })

  it('keeps HTML as plain text', async () => {
    const { person, professional, bookingId } = thread
    const text = '<b>bold</b> <script>alert(1)</script> & https://example.org'
    await post(person.client, bookingId, text)
    expect(textsOf(await readThread(professional.client, bookingId)).at(-1)).toBe(text)
  })

  it('answers 404 to a third person, another professional and an admin, and to an unknown booking', async () => {
    const { bookingId } = thread
    const outsiders = [
      (await registerUser()).client,
      (await registerProfessional()).client,
      (await signInAdmin()).client,
    ]
    for (const client of outsiders) {
      const error = await client.fails('bookingMessages', 404, { params: { bookingId } })
      expect(error.message).toBe(messages.bookingNotFound)
      expect((await postCall(client, bookingId, 'Let me in')).status).toBe(404)
      await client.fails('readMessages', 404, { params: { bookingId }, body: { upTo: 1 } })
    }
    await outsiders[1]!.fails('closeThread', 404, { params: { bookingId } })
    await thread.person.client.fails('bookingMessages', 404, { params: { bookingId: 999_999_999 } })
    await thread.person.client.fails('bookingMessages', 404, { params: { bookingId: 'x' } })
    expect(textsOf(await readThread(thread.person.client, bookingId))).not.toContain('Let me in')
  })
})

describe('messages: paging, replays and the hourly limit', () => {
  let thread: Thread
  const sent: number[] = []

  beforeAll(async () => {
    thread = await newThread()
    for (let index = 1; index <= HOURLY; index += 1) {
      sent.push((await post(thread.person.client, thread.bookingId, `Message ${index}`)).id)
    }
  }, 60_000)

  it(`gives the newest ${MESSAGES_PAGE_SIZE} by default, older ones before the first, newer ones after the last`, async () => {
    const { professional, bookingId } = thread
    const newest = await readThread(professional.client, bookingId)
    expect(newest.messages.map((message) => message.id)).toEqual(sent.slice(-MESSAGES_PAGE_SIZE))
    expect(newest.hasOlder).toBe(true)
    const older = await readThread(professional.client, bookingId, { before: String(newest.messages[0]!.id) })
    expect(older.messages.map((message) => message.id)).toEqual(sent.slice(0, HOURLY - MESSAGES_PAGE_SIZE))
    expect(older.hasOlder).toBe(false)
    const after = await readThread(professional.client, bookingId, { after: String(sent[9]!), limit: '3' })
    expect(textsOf(after)).toEqual(['Message 11', 'Message 12', 'Message 13'])
    expect(after.hasOlder).toBe(true)
    const nothingNew = await readThread(professional.client, bookingId, { after: String(sent.at(-1)!) })
    expect(nothingNew.messages).toEqual([])
    const all = await readThread(professional.client, bookingId, { limit: String(MESSAGES_MAX_PAGE_SIZE) })
    expect(all.messages.map((message) => message.id)).toEqual(sent)
  })

  it('refuses a page size out of range, a cursor that is not an id, after with before, an unknown parameter (400)', async () => {
    const { professional, bookingId } = thread
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { limit: String(MESSAGES_MAX_PAGE_SIZE + 1) },
      { after: 'x' },
      { before: '-1' },
      { after: '1', before: '5' },
      { offset: '1' },
    ]
    for (const query of queries)
      await professional.client.fails('bookingMessages', 400, { params: { bookingId }, query })
  })

  it(`refuses the ${HOURLY + 1}st message of a sender in an hour (429); the other party may still write`, async () => {
    const { person, professional, bookingId } = thread
    const reply = await postCall(person.client, bookingId, 'One too many')
    expect(reply.status, reply.text).toBe(429)
    expect((reply.json as { message: string }).message).toBe(messages.tooManyMessages)
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
    await post(professional.client, bookingId, 'Slow down, I am reading')
  })

  it('answers a replayed post with the same 201 and the same message, written once; another text under the key is 422', async () => {
    const { professional, bookingId } = await newThread()
    const key = messageKey()
    const first = await postCall(professional.client, bookingId, 'Sent twice by the outbox', key)
    const replay = await postCall(professional.client, bookingId, 'Sent twice by the outbox', key)
    expect([first.status, replay.status]).toEqual([201, 201])
    expect(replay.json).toEqual(first.json)
    expect(textsOf(await readThread(professional.client, bookingId))).toEqual(['Sent twice by the outbox'])
    const other = await postCall(professional.client, bookingId, 'Another text', key)
    expect(other.status, other.text).toBe(422)
    expect((other.json as { message: string }).message).toBe(messages.idempotencyKeyReused)
    expect(textsOf(await readThread(professional.client, bookingId))).toEqual(['Sent twice by the outbox'])
  })
})

describe('messages: read-only threads and live Chat sessions', () => {
  it('takes no message on a declined or cancelled booking (409), which stays readable', async () => {
    const declined = await newThread()
    await post(declined.person.client, declined.bookingId, 'Before the answer')
    await setStatus(declined.professional.client, declined.bookingId, 'declined')
    await expectReadOnly(declined.person.client, declined.bookingId)
    await expectReadOnly(declined.professional.client, declined.bookingId)
    const read = await readThread(declined.person.client, declined.bookingId)
    expect(read).toMatchObject({ closedReason: 'declined' })
    expect(textsOf(read)).toEqual(['Before the answer'])

    const cancelled = await newThread()
    await post(cancelled.professional.client, cancelled.bookingId, 'Looking forward to it')
    await cancelled.person.client.ok('cancelMyBooking', {
      params: { bookingId: cancelled.bookingId },
      body: { status: 'cancelled' },
    })
    await expectReadOnly(cancelled.professional.client, cancelled.bookingId)
    expect(await readThread(cancelled.professional.client, cancelled.bookingId)).toMatchObject({
      closedReason: 'cancelled',
      messages: [expect.objectContaining({ text: 'Looking forward to it' })],
    })
  })

  it(`takes no message ${DEFAULT_LIMITS.threadOpenDaysAfterSession + 1} days after the session (409), still readable`, async () => {
    const { person, professional, bookingId } = await newThread()
    await setStatus(professional.client, bookingId, 'confirmed')
    await post(person.client, bookingId, 'Thank you for the session')
    await target().moveBookingStart(
      bookingId,
      new Date(Date.now() - (DEFAULT_LIMITS.threadOpenDaysAfterSession - 1) * DAY),
    )
    await post(professional.client, bookingId, 'You are welcome')
    await target().moveBookingStart(
      bookingId,
      new Date(Date.now() - (DEFAULT_LIMITS.threadOpenDaysAfterSession + 1) * DAY),
    )
    await expectReadOnly(person.client, bookingId)
    const read = await readThread(person.client, bookingId)
    expect(read.closedReason).toBe('expired')
    expect(textsOf(read)).toEqual(['Thank you for the session', 'You are welcome'])
  })

  it('is live only for a confirmed Chat session from its start on', async () => {
    const chat = await newThread({ sessionType: 'Chat' })
    await setStatus(chat.professional.client, chat.bookingId, 'confirmed')
    expect((await readThread(chat.person.client, chat.bookingId)).live).toBe(false)
    await target().moveBookingStart(chat.bookingId, new Date(Date.now() - 10 * MINUTE))
    const live = await readThread(chat.person.client, chat.bookingId)
    expect(live).toMatchObject({ live: true, session: { sessionType: 'Chat', status: 'confirmed' } })
    expect(Date.parse(live.session.endsAt) - Date.parse(live.session.startsAt)).toBeGreaterThan(0)
    expect((await readThread(chat.professional.client, chat.bookingId)).live).toBe(true)

    const pendingChat = await newThread({ sessionType: 'Chat' })
    await target().moveBookingStart(pendingChat.bookingId, new Date(Date.now() - 10 * MINUTE))
    expect((await readThread(pendingChat.person.client, pendingChat.bookingId)).live).toBe(false)

    const video = await newThread({ sessionType: 'Video Call' })
    await setStatus(video.professional.client, video.bookingId, 'confirmed')
    await target().moveBookingStart(video.bookingId, new Date(Date.now() - 10 * MINUTE))
    expect((await readThread(video.person.client, video.bookingId)).live).toBe(false)
  })
})

describe('messages: read markers, unread counts and notices', () => {
  it('counts only the other party’s messages after the reader’s marker, per booking and in total', async () => {
    const { person, professional, bookingId } = await newThread()
    const first = await post(person.client, bookingId, 'First')
    await post(person.client, bookingId, 'Second')
    expect(await professional.client.ok('unreadMessages')).toEqual({ total: 2, bookings: [{ bookingId, unread: 2 }] })
    expect(await person.client.ok('unreadMessages')).toEqual({ total: 0, bookings: [] })

    await professional.client.ok('readMessages', { params: { bookingId }, body: { upTo: first.id } })
    expect(await professional.client.ok('unreadMessages')).toEqual({ total: 1, bookings: [{ bookingId, unread: 1 }] })
    expect((await readThread(professional.client, bookingId)).readUpTo).toBe(first.id)

    const otherPerson = await registerUser()
    const other = await book(otherPerson.client, professional.professionalId)
    await post(otherPerson.client, other.id, 'Hello from another person')
    await post(otherPerson.client, other.id, 'Are you there?')
    expect(await professional.client.ok('unreadMessages')).toEqual({
      total: 3,
      bookings: [
        { bookingId, unread: 1 },
        { bookingId: other.id, unread: 2 },
      ],
    })

    const reply = await post(professional.client, bookingId, 'Reply')
    expect(await person.client.ok('unreadMessages')).toEqual({ total: 1, bookings: [{ bookingId, unread: 1 }] })
    // A sender has read their own thread up to what they sent.
    expect((await readThread(professional.client, bookingId)).readUpTo).toBe(reply.id)
    expect(await professional.client.ok('unreadMessages')).toEqual({
      total: 2,
      bookings: [{ bookingId: other.id, unread: 2 }],
    })
    // A marker never goes back.
    await professional.client.ok('readMessages', { params: { bookingId }, body: { upTo: first.id } })
    expect((await readThread(professional.client, bookingId)).readUpTo).toBe(reply.id)
  })

  it('keeps a marker beyond the newest message at the newest, so later messages still count as unread', async () => {
    const { person, professional, bookingId } = await newThread()
    const first = await post(person.client, bookingId, 'Before the marker')
    await professional.client.ok('readMessages', { params: { bookingId }, body: { upTo: first.id + 1000 } })
    expect((await readThread(professional.client, bookingId)).readUpTo).toBe(first.id)
    await post(person.client, bookingId, 'After the marker')
    expect(await professional.client.ok('unreadMessages')).toEqual({ total: 1, bookings: [{ bookingId, unread: 1 }] })
  })

  it('refuses a marker that is not a message id (400)', async () => {
    const { person, bookingId } = await newThread()
    for (const upTo of [0, -1, 1.5, '3', null]) {
      await person.client.fails('readMessages', 400, { params: { bookingId }, body: { upTo } })
    }
  })

  it('tells the other party in their in-app list, once per 15 minutes per thread, without the text', async () => {
    const { person, professional, bookingId } = await newThread()
    await post(person.client, bookingId, 'Private words for the notice test')
    const notices = await messageNotices(professional.client, bookingId)
    expect(notices).toHaveLength(1)
    expect(JSON.stringify(notices)).not.toContain('Private words')
    await post(person.client, bookingId, 'And a second one')
    expect(await messageNotices(professional.client, bookingId)).toHaveLength(1)
    expect(await messageNotices(person.client, bookingId)).toHaveLength(0)
    await post(professional.client, bookingId, 'Got both')
    expect(await messageNotices(person.client, bookingId)).toHaveLength(1)
  })
})

describe('messages: the write guards', () => {
  it('answers 401 signed out on every thread route', async () => {
    const { bookingId } = await newThread()
    const stranger = createClient()
    await stranger.fails('bookingMessages', 401, { params: { bookingId } })
    await stranger.fails('postMessage', 401, { params: { bookingId }, body: { text: 'hi' } })
    await stranger.fails('readMessages', 401, { params: { bookingId }, body: { upTo: 1 } })
    await stranger.fails('reportMessage', 401, { params: { bookingId, messageId: 1 }, body: {} })
    await stranger.fails('closeThread', 401, { params: { bookingId } })
    await stranger.fails('unreadMessages', 401)
    await stranger.fails('adminMessageReports', 401)
  })

  it('answers 403 to another origin, 415 to a body that is not JSON and 413 to one too large', async () => {
    const { person, professional, bookingId } = await newThread()
    const message = await post(person.client, bookingId, 'Guarded')
    const writes = [
      { client: person.client, name: 'postMessage', params: { bookingId }, body: { text: 'hi' } },
      { client: person.client, name: 'readMessages', params: { bookingId }, body: { upTo: message.id } },
      {
        client: professional.client,
        name: 'reportMessage',
        params: { bookingId, messageId: message.id },
        body: { reason: null },
      },
      { client: professional.client, name: 'closeThread', params: { bookingId }, body: {} },
    ] as const
    for (const { client, name, params, body } of writes) {
      await client.fails(name, 403, { params, body, origin: 'https://evil.example' })
      await client.fails(name, 415, { params, rawBody: JSON.stringify(body), contentType: 'text/plain' })
      await client.fails(name, 413, { params, body: { ...body, padding: 'x'.repeat(JSON_BODY_LIMIT) } })
    }
    expect(textsOf(await readThread(professional.client, bookingId))).toEqual(['Guarded'])
    expect((await readThread(professional.client, bookingId)).closedReason).toBeNull()
  })
})
