import { describe, expect, it } from 'vitest'
import { FIXTURE_SMS_WEBHOOK_SECRET } from '../fixtures/demo'
import { messages } from '../contract/messages'
import { STRANGER_BODY_LIMIT } from '../contract/routes'
import { DEFAULT_NOTIFICATION_SETTINGS } from '../contract/schemas/notifications'
import { PASSWORD, registerUser } from './accounts'
import { createClient, type CallOptions } from './client'
import { verifyNewPhone } from './phones'

const FORM = 'application/x-www-form-urlencoded'

/** As the provider posts: form-encoded, from its own server (no Origin). */
const form = (fields: Record<string, string>, secret = FIXTURE_SMS_WEBHOOK_SECRET): CallOptions => ({
  params: { secret },
  rawBody: new URLSearchParams(fields).toString(),
  contentType: FORM,
  origin: null,
})

const report = {
  id: 'ATXid_0f7c2b',
  status: 'Success',
  phoneNumber: '+254711000000',
  networkCode: '63902',
  retryCount: '0',
}
const inbound = {
  from: '+254711000000',
  to: '40404',
  text: ' stop ',
  date: '2027-03-04 10:00:00',
  id: 'in-1',
  linkId: '',
}

describe('the SMS provider’s webhooks', () => {
  it('take the provider’s form bodies, its extra fields included', async () => {
    const provider = createClient()
    expect((await provider.call('smsDeliveryReport', form(report))).status).toBe(204)
    expect((await provider.call('smsInbound', form(inbound))).status).toBe(204)
  })

  it('turn SMS off at a STOP from the phone, for each of its accounts, and keep every other setting', async () => {
    const asDefault = await registerUser()
    const phone = await verifyNewPhone(asDefault)
    const chosen = await registerUser()
    await chosen.client.ok('updateAccount', { body: { phone, phoneConsent: true, password: PASSWORD } })
    const settings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      push: true,
      events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, reminder1h: false },
      quietHours: { start: '22:30', end: '06:00' },
    }
    await chosen.client.ok('saveNotificationSettings', { body: settings })

    expect((await createClient().call('smsInbound', form({ ...inbound, from: phone }))).status).toBe(204)
    const afterDefault = await asDefault.client.ok('myNotificationSettings')
    expect(afterDefault).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, smsStoppedAt: afterDefault.smsStoppedAt })
    expect(afterDefault.smsStoppedAt).not.toBeNull()
    const afterChosen = await chosen.client.ok('myNotificationSettings')
    expect(afterChosen).toEqual({ ...settings, sms: false, smsStoppedAt: afterChosen.smsStoppedAt })
    expect(afterChosen.smsStoppedAt).not.toBeNull()
  })

  it('answer 404 to a wrong or missing secret, exactly like an unknown path', async () => {
    const provider = createClient()
    for (const secret of ['wrong', `${FIXTURE_SMS_WEBHOOK_SECRET}x`, FIXTURE_SMS_WEBHOOK_SECRET.slice(1)]) {
      expect((await provider.fails('smsDeliveryReport', 404, form(report, secret))).message).toBe(messages.notFound)
      expect((await provider.fails('smsInbound', 404, form(inbound, secret))).message).toBe(messages.notFound)
    }
  })

  it('take at most 16 KB, refused before the secret is looked at', async () => {
    const padding = 'x'.repeat(STRANGER_BODY_LIMIT)
    const big = await createClient().fails('smsInbound', 413, form({ ...inbound, text: padding }, 'wrong'))
    expect(big.message).toBe(messages.bodyTooLarge)
    await createClient().fails('smsDeliveryReport', 413, form({ ...report, failureReason: padding }))
  })

  it('take a form and nothing else: JSON is 415, a form from another site 403, a report without its id 400', async () => {
    const provider = createClient()
    const json = { params: { secret: FIXTURE_SMS_WEBHOOK_SECRET }, body: report, origin: null }
    expect((await provider.fails('smsDeliveryReport', 415, json)).message).toBe(messages.notJson)
    await provider.fails('smsInbound', 415, { ...json, body: inbound })
    await provider.fails('smsDeliveryReport', 403, { ...form(report), origin: 'https://evil.example' })
    await provider.fails('smsInbound', 403, { ...form(inbound), origin: 'https://evil.example' })
    await provider.fails('smsDeliveryReport', 400, form({ status: 'Success' }))
    await provider.fails('smsInbound', 400, form({ text: 'STOP' }))
  })
})
