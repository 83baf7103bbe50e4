import { describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { PUSH_ENDPOINT_MAX_BYTES } from '../contract/push-endpoint'
import { MAX_PUSH_SUBSCRIPTIONS, PUSH_SUBSCRIPTION_BODY_LIMIT } from '../contract/schemas/push'
import { PASSWORD, registerUser, uniqueWord } from './accounts'
import { createClient, type Client } from './client'
import { codeSentTo, verifyNewPhone } from './phones'
import { target } from './target'

let devices = 0

/** PushSubscription.toJSON() as a browser gives it, for a new device at a real push service. */
function subscription(endpoint = `https://fcm.googleapis.com/fcm/send/device-${Date.now()}-${(devices += 1)}`) {
  return { endpoint, expirationTime: null, keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) } }
}

async function secondBrowser(username: string): Promise<Client> {
  const browser = createClient()
  await browser.ok('login', { body: { username, password: PASSWORD } })
  return browser
}

describe('push: the server key and this device (GET /api/push/public-key, POST and DELETE /api/me/push-subscriptions)', () => {
  it('gives anyone the VAPID public key the app subscribes with', async () => {
    const { publicKey } = await createClient().ok('pushPublicKey')
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/)
  })

  it("keeps the device's subscription for the person (201) and forgets it on DELETE (204)", async () => {
    const { client, user } = await registerUser()
    const device = subscription()
    expect(await client.ok('subscribePush', { body: device })).toEqual({ endpoint: device.endpoint })
    await client.ok('subscribePush', { body: device })
    expect(await target().pushEndpointsOf(user.id)).toEqual([device.endpoint])
    await client.ok('unsubscribePush', { body: { endpoint: device.endpoint } })
    expect(await target().pushEndpointsOf(user.id)).toEqual([])
    await client.ok('unsubscribePush', { body: { endpoint: device.endpoint } })
  })

  it("never removes another person's subscription, and an endpoint belongs to the last person who subscribed it", async () => {
    const first = await registerUser()
    const second = await registerUser()
    const device = subscription()
    await first.client.ok('subscribePush', { body: device })
    await second.client.ok('unsubscribePush', { body: { endpoint: device.endpoint } })
    expect(await target().pushEndpointsOf(first.user.id)).toEqual([device.endpoint])
    await second.client.ok('subscribePush', { body: device })
    expect(await target().pushEndpointsOf(first.user.id)).toEqual([])
    expect(await target().pushEndpointsOf(second.user.id)).toEqual([device.endpoint])
  })

  it(`keeps the ${MAX_PUSH_SUBSCRIPTIONS} newest devices of a person`, async () => {
    const { client, user } = await registerUser()
    const all = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 1 }, () => subscription())
    for (const device of all) await client.ok('subscribePush', { body: device })
    const kept = await target().pushEndpointsOf(user.id)
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS)
    expect(kept).not.toContain(all[0]!.endpoint)
    expect(kept).toContain(all.at(-1)!.endpoint)
  })

  it('ends the subscriptions a sign-in made at its logout, and every one at a password change', async () => {
    const { client, username, user } = await registerUser()
    const laptop = await secondBrowser(username)
    const phone = subscription()
    const computer = subscription()
    await client.ok('subscribePush', { body: phone })
    await laptop.ok('subscribePush', { body: computer })
    await client.ok('logout')
    expect(await target().pushEndpointsOf(user.id)).toEqual([computer.endpoint])

    const again = await secondBrowser(username)
    await again.ok('subscribePush', { body: phone })
    await again.ok('changePassword', { body: { currentPassword: PASSWORD, newPassword: 'battery-staple-9' } })
    expect(await target().pushEndpointsOf(user.id)).toEqual([])
  })

  it("ends the earlier sign-in's subscriptions when another account signs in on the same browser", async () => {
    const first = await registerUser()
    const second = await registerUser()
    await first.client.ok('subscribePush', { body: subscription() })
    await first.client.ok('login', { body: { username: second.username, password: PASSWORD } })
    expect(await target().pushEndpointsOf(first.user.id)).toEqual([])

    const third = await registerUser()
    await third.client.ok('subscribePush', { body: subscription() })
    await third.client.ok('register', { body: { username: uniqueWord('user'), password: PASSWORD, role: 'user' } })
    expect(await target().pushEndpointsOf(third.user.id)).toEqual([])
  })

  it('keeps the subscriptions of a person who signs in again on the same browser, until that sign-in logs out', async () => {
    const { client, username, user } = await registerUser()
    const phone = subscription()
    await client.ok('subscribePush', { body: phone })
    await client.ok('login', { body: { username, password: PASSWORD } })
    expect(await target().pushEndpointsOf(user.id)).toEqual([phone.endpoint])
    await client.ok('logout')
    expect(await target().pushEndpointsOf(user.id)).toEqual([])
  })

  it('ends every subscription at a password reset', async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    await person.client.ok('subscribePush', { body: subscription() })
    await createClient().call('requestPasswordReset', { body: { username: person.username } })
    const code = await codeSentTo(phone)
    await createClient().ok('confirmPasswordReset', {
      body: { username: person.username, code, newPassword: 'new-battery-staple-9' },
    })
    expect(await target().pushEndpointsOf(person.user.id)).toEqual([])
  })

  it("ends every subscription with the account's deletion", async () => {
    const { client, user } = await registerUser()
    await client.ok('subscribePush', { body: subscription() })
    await client.ok('deleteAccount', { body: { password: PASSWORD } })
    expect(await target().pushEndpointsOf(user.id)).toEqual([])
  })

  it('refuses an endpoint the server must not post to (SSRF): not https, an address, a private name, a port', async () => {
    const { client, user } = await registerUser()
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://localhost/push',
      'https://metadata.internal/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      `https://fcm.googleapis.com/${'e'.repeat(PUSH_ENDPOINT_MAX_BYTES)}`,
    ]) {
      const error = await client.fails('subscribePush', 400, { body: subscription(endpoint) })
      expect(error.fieldErrors, endpoint).toEqual({ endpoint: messages.pushEndpointInvalid })
    }
    expect(await target().pushEndpointsOf(user.id)).toEqual([])
  })

  it('refuses keys that are not a P-256 key and a 16-byte secret, and anything beside the subscription', async () => {
    const { client } = await registerUser()
    const device = subscription()
    await client.fails('subscribePush', 400, { body: { ...device, keys: { ...device.keys, p256dh: 'short' } } })
    await client.fails('subscribePush', 400, { body: { ...device, keys: { ...device.keys, auth: '!'.repeat(22) } } })
    await client.fails('subscribePush', 400, { body: { ...device, userId: 1 } })
    await client.fails('unsubscribePush', 400, { body: {} })
  })

  it('answers 401 signed out, 403 to another origin, 415 to a body that is not JSON and 413 to one too large', async () => {
    const device = subscription()
    await createClient().fails('subscribePush', 401, { body: device })
    await createClient().fails('unsubscribePush', 401, { body: { endpoint: device.endpoint } })
    const { client } = await registerUser()
    await client.fails('subscribePush', 403, { body: device, origin: 'https://evil.example' })
    await client.fails('unsubscribePush', 403, { body: { endpoint: device.endpoint }, origin: 'https://evil.example' })
    await client.fails('subscribePush', 415, { rawBody: JSON.stringify(device), contentType: 'text/plain' })
    await client.fails('unsubscribePush', 415, { rawBody: '{}', contentType: 'text/plain' })
    const padding = 'x'.repeat(PUSH_SUBSCRIPTION_BODY_LIMIT)
    await client.fails('subscribePush', 413, { body: { ...device, padding } })
    await client.fails('unsubscribePush', 413, { body: { endpoint: device.endpoint, padding } })
  })
})
