import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCipher } from '../security/cipher'
import { startTestServer, type TestServer } from '../test/test-server'
import type { PushChannel, PushPayload, PushTarget } from './channels'
import { book, party, pass, professionalIdOf, sentLines, setStatus, type Party } from './outbox-fixture'

let server: TestServer
let professional: Party
let professionalId: number

beforeAll(async () => {
  server = await startTestServer()
  professional = await party(server, 'professional')
  professionalId = await professionalIdOf(server, professional)
})

afterAll(async () => {
  await server?.close()
})

describe('codes and pushes', () => {
  it('sends a code to the phone being verified, whatever the settings and the hour say', async () => {
    const person = await party(server, 'user')
    // SMS off (the default), quiet hours all day, and the phone not verified yet.
    await server
      .db('notification_settings')
      .insert({ user_id: person.id, sms: false, push: false, events: '{}', quiet_start: '00:00', quiet_end: '23:59' })
    const now = new Date().toISOString()
    const [code] = (await server
      .db('phone_codes')
      .insert({
        user_id: person.id,
        purpose: 'verify',
        phone: '+254700111222',
        code_hash: 'x',
        expires_at: now,
        created_at: now,
      })
      .returning('id')) as ({ id: number } | number)[]
    const subject = `code:${typeof code === 'object' ? code.id : code}`
    const text = 'Wellness Africa: your code is 123456. It works for 10 minutes.'
    const cipher = createCipher(server.config.notesEncryptionKey)
    await server.db('notifications').insert({
      user_id: person.id,
      channel: 'sms',
      event: 'phoneCode',
      subject,
      language: 'en',
      scheduled_at: now,
      body_encrypted: cipher.sealMessage(text, subject),
      created_at: now,
    })
    await pass(server, { dailyCap: 1 })
    expect(sentLines(server).filter((line) => line.to === '+254700111222')).toMatchObject([
      { text, event: 'phoneCode', bookingId: null },
    ])
  })

  it('pushes to each of the person’s devices, no text in the payload, and drops a device the push service forgot', async () => {
    const client = await party(server, 'user')
    await server
      .db('notification_settings')
      .insert({ user_id: client.id, sms: false, push: true, events: '{}', quiet_start: null, quiet_end: null })
    const device = (endpoint: string) => ({
      user_id: client.id,
      endpoint,
      endpoint_key: endpoint.slice(-20),
      p256dh: 'p',
      auth: 'a',
      owner: 's',
      created_at: new Date().toISOString(),
    })
    await server
      .db('push_subscriptions')
      .insert([device('https://push.example/device-one'), device('https://push.example/device-gone')])
    const pushed: { target: PushTarget; payload: PushPayload }[] = []
    const push: PushChannel = {
      async send(target, payload) {
        pushed.push({ target, payload })
        return target.endpoint.endsWith('gone') ? 'gone' : 'sent'
      },
    }
    const bookingId = await book(server, client, professionalId)
    await setStatus(server, professional, bookingId, 'declined')
    await pass(server, { push })
    expect(pushed.map(({ target }) => target.endpoint).sort()).toEqual([
      'https://push.example/device-gone',
      'https://push.example/device-one',
    ])
    expect(pushed[0]!.payload).toEqual({
      event: 'declined',
      bookingId,
      url: '/my-sessions',
      userId: client.id,
      tag: `declined:booking:${bookingId}`,
    })
    const left = await server.db('push_subscriptions').where({ user_id: client.id }).select('endpoint')
    expect(left).toEqual([{ endpoint: 'https://push.example/device-one' }])
    const rows = await server
      .db('notifications')
      .where({ user_id: client.id, event: 'declined' })
      .orderBy('channel')
      .select('channel', 'state')
    expect(rows).toEqual([
      { channel: 'app', state: 'sent' },
      { channel: 'push', state: 'sent' },
      { channel: 'sms', state: 'skipped' },
    ])
  })

  it('pushes once to each device that took it when another device fails, and tries again only when none took it', async () => {
    const client = await party(server, 'user')
    await server
      .db('notification_settings')
      .insert({ user_id: client.id, sms: false, push: true, events: '{}', quiet_start: null, quiet_end: null })
    await server.db('push_subscriptions').insert(
      ['device-one', 'device-down'].map((name) => ({
        user_id: client.id,
        endpoint: `https://push.example/${name}`,
        endpoint_key: name,
        p256dh: 'p',
        auth: 'a',
        owner: 's',
        created_at: new Date().toISOString(),
      })),
    )
    const pushed: string[] = []
    const push: PushChannel = {
      async send(target) {
        if (target.endpoint.endsWith('down')) throw new Error('push service unavailable')
        pushed.push(target.endpoint)
        return 'sent'
      },
    }
    const bookingId = await book(server, client, professionalId)
    await setStatus(server, professional, bookingId, 'declined')
    const start = new Date()
    // The worker's later passes, past every wait for a retry.
    for (const minutes of [0, 1, 3, 10]) await pass(server, { push, now: () => new Date(+start + minutes * 60_000) })
    expect(pushed).toEqual(['https://push.example/device-one'])
    const row = await server.db('notifications').where({ user_id: client.id, channel: 'push' }).first('state')
    expect(row).toEqual({ state: 'sent' })
  })
})
