import { describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { DEFAULT_NOTIFICATION_SETTINGS } from '../contract/schemas/notifications'
import { JSON_BODY_LIMIT } from '../contract/routes'
import { registerUser } from './accounts'
import { createClient } from './client'
import { verifyNewPhone } from './phones'

const chosen = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  push: true,
  events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, reminder1h: false, declined: false },
  quietHours: { start: '22:30', end: '06:00' },
}

describe('notification settings: each person decides', () => {
  it('answers the defaults before anything is saved: no SMS, no push, every event, quiet 21:00-07:00', async () => {
    const { client } = await registerUser()
    expect(await client.ok('myNotificationSettings')).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, smsStoppedAt: null })
  })

  it('keeps what is saved: events switched off, other quiet hours, or none', async () => {
    const { client } = await registerUser()
    expect(await client.ok('saveNotificationSettings', { body: chosen })).toEqual({ ...chosen, smsStoppedAt: null })
    expect(await client.ok('myNotificationSettings')).toEqual({ ...chosen, smsStoppedAt: null })
    const noQuiet = { ...chosen, quietHours: null }
    await client.ok('saveNotificationSettings', { body: noQuiet })
    expect(await client.ok('myNotificationSettings')).toEqual({ ...noQuiet, smsStoppedAt: null })
  })

  it('refuses SMS updates without a verified phone (400), and allows them with one', async () => {
    const person = await registerUser()
    const refused = await person.client.fails('saveNotificationSettings', 400, { body: { ...chosen, sms: true } })
    expect(refused.fieldErrors).toEqual({ sms: messages.smsNeedsVerifiedPhone })
    expect((await person.client.ok('myNotificationSettings')).sms).toBe(false)
    await verifyNewPhone(person)
    expect((await person.client.ok('saveNotificationSettings', { body: { ...chosen, sms: true } })).sms).toBe(true)
  })

  it('refuses a malformed time or a missing event (400)', async () => {
    const { client } = await registerUser()
    const badTime = await client.fails('saveNotificationSettings', 400, {
      body: { ...chosen, quietHours: { start: '25:00', end: '07:00' } },
    })
    expect(badTime.message).toBe(messages.clockTimeInvalid)
    const { reminder1h: _dropped, ...fewer } = chosen.events
    await client.fails('saveNotificationSettings', 400, { body: { ...chosen, events: fewer } })
  })

  it('answers 401 signed out, 403 to another origin, 415 to a body that is not JSON and 413 to one too large', async () => {
    const stranger = createClient()
    await stranger.fails('myNotificationSettings', 401)
    await stranger.fails('saveNotificationSettings', 401, { body: chosen })
    const { client } = await registerUser()
    await client.fails('saveNotificationSettings', 403, { body: chosen, origin: 'https://evil.example' })
    await client.fails('saveNotificationSettings', 415, { rawBody: 'sms', contentType: 'text/plain' })
    await client.fails('saveNotificationSettings', 413, { body: { ...chosen, padding: 'x'.repeat(JSON_BODY_LIMIT) } })
  })
})
