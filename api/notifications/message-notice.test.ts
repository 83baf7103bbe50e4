import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wallClockIn } from '../contract/time'
import { send, startTestServer, type TestServer } from '../test/test-server'
import type { PushChannel, PushPayload } from './channels'
import { book, party, pass, professionalIdOf, reachable, sentLines, smsRows, type Party } from './outbox-fixture'

let server: TestServer
let professional: Party

beforeAll(async () => {
  server = await startTestServer({ PENDING_REQUESTS_PER_USER: '40', PENDING_REQUESTS_PER_PROFESSIONAL: '40' })
  professional = await party(server, 'professional')
})

afterAll(async () => {
  await server?.close()
})

const HOUR = 3_600_000
const PRIVATE = 'My panic attacks are back'

/** The message notices sent to the phone (the booking request's own notice goes at its window's end). */
const noticesTo = (phone: string) => sentLines(server).filter((line) => line.to === phone && line.event === 'message')

/** A new booking with the professional whose client writes them a message; answers the booking's id. */
async function messageTo(recipient: Party): Promise<number> {
  const client = await party(server, 'user')
  const bookingId = await book(server, client, await professionalIdOf(server, recipient))
  const answer = await send(server, 'POST', `/api/bookings/${bookingId}/messages`, {
    session: client,
    body: { text: PRIVATE },
  })
  if (answer.status !== 201) throw new Error(`the message answered ${answer.status}: ${await answer.text()}`)
  return bookingId
}

describe("the 'message' notice", () => {
  it('sends "You have a new message" with a link to the thread, never the text', async () => {
    const phone = await reachable(server, professional)
    const bookingId = await messageTo(professional)
    await pass(server)
    const lines = noticesTo(phone)
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'message',
        bookingId,
        text: `Wellness Africa: You have a new message. Open: https://wellness.example/messages/${bookingId}`,
      }),
    ])
    expect(JSON.stringify(lines)).not.toContain(PRIVATE)
  })

  it('pushes the thread’s link without any text', async () => {
    const recipient = await party(server, 'professional')
    await server
      .db('notification_settings')
      .insert({ user_id: recipient.id, sms: false, push: true, events: '{}', quiet_start: null, quiet_end: null })
    await server.db('push_subscriptions').insert({
      user_id: recipient.id,
      endpoint: 'https://push.example/phone',
      endpoint_key: 'phone',
      p256dh: 'p',
      auth: 'a',
      owner: 's',
      created_at: new Date().toISOString(),
    })
    const pushed: PushPayload[] = []
    const push: PushChannel = {
      async send(_target, payload) {
        pushed.push(payload)
        return 'sent'
      },
    }
    const bookingId = await messageTo(recipient)
    await pass(server, { push })
    expect(pushed).toEqual([
      {
        event: 'message',
        bookingId,
        url: `/messages/${bookingId}`,
        userId: recipient.id,
        tag: expect.stringMatching(new RegExp(`^message:messages:${bookingId}:\\d+$`)) as unknown as string,
      },
    ])
  })

  it('is held by quiet hours (an update, not a reminder) and sent when they end', async () => {
    const recipient = await party(server, 'professional')
    const at = (instant: number) => wallClockIn(new Date(instant), 'Africa/Nairobi').sessionTime
    const quiet = { start: at(Date.now() - HOUR), end: at(Date.now() + HOUR) }
    const phone = await reachable(server, recipient, { quiet })
    await messageTo(recipient)
    await pass(server)
    expect(noticesTo(phone)).toEqual([])
    const [held] = await smsRows(server, { user_id: recipient.id, event: 'message' })
    expect(held).toMatchObject({ state: 'pending' })
    expect(wallClockIn(new Date(held!.scheduled_at), 'Africa/Nairobi').sessionTime).toBe(quiet.end)
    await pass(server, { now: () => new Date(Date.parse(held!.scheduled_at) + 1000) })
    expect(noticesTo(phone)).toHaveLength(1)
  })

  it('is not sent when the person switched the message event off; the in-app entry stays', async () => {
    const recipient = await party(server, 'professional')
    const phone = await reachable(server, recipient)
    await server
      .db('notification_settings')
      .where({ user_id: recipient.id })
      .update({ push: true, events: JSON.stringify({ message: false }) })
    await messageTo(recipient)
    await pass(server)
    expect(noticesTo(phone)).toEqual([])
    const rows = await server
      .db('notifications')
      .where({ user_id: recipient.id, event: 'message' })
      .orderBy('channel')
      .select('channel', 'state')
    expect(rows).toEqual([
      { channel: 'app', state: 'sent' },
      { channel: 'push', state: 'skipped' },
      { channel: 'sms', state: 'skipped' },
    ])
  })
})
