import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { messages } from '../contract/messages'
import { CODE_TRIES } from '../contract/schemas/phone-codes'
import { STRANGER_BODY_LIMIT } from '../contract/routes'
import { PASSWORD, registerUser, uniqueWord } from './accounts'
import { createClient, type Reply } from './client'
import { addPhone, codeSentTo, verifyNewPhone, wrongCode } from './phones'
import { target } from './target'

const NEW_PASSWORD = 'new-battery-staple-9'

const askReset = (username: string, client = createClient()) =>
  client.call('requestPasswordReset', { body: { username } })

/** What a stranger could compare between two answers. */
const visible = (reply: Reply) => ({
  status: reply.status,
  json: reply.json,
  contentType: reply.headers.get('content-type'),
  contentLength: reply.headers.get('content-length'),
  cookies: reply.headers.getSetCookie().map((cookie) => cookie.split('=')[0]),
  retryAfter: reply.headers.get('retry-after'),
})

describe('password reset: a way back in', () => {
  it('answers the same 202 for an unknown name, a name without a verified phone and one with it', async () => {
    const withoutPhone = await registerUser()
    const withPhone = await registerUser()
    await verifyNewPhone(withPhone)
    const unknown = visible(await askReset(uniqueWord('nobody')))
    expect(unknown).toMatchObject({ status: 202, json: { message: messages.resetCodeSent } })
    expect(visible(await askReset(withoutPhone.username))).toEqual(unknown)
    expect(visible(await askReset(withPhone.username))).toEqual(unknown)
  })

  it('sends a code to the verified phone; the code sets a new password, ends every session and signs this browser in', async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    await askReset(person.username.toUpperCase())
    const code = await codeSentTo(phone)
    const browser = createClient()
    await browser.fails('confirmPasswordReset', 400, {
      body: { username: person.username, code: wrongCode(code), newPassword: NEW_PASSWORD },
    })
    await browser.ok('confirmPasswordReset', { body: { username: person.username, code, newPassword: NEW_PASSWORD } })
    expect((await browser.ok('currentUser')).username).toBe(person.username)
    await person.client.fails('currentUser', 401)
    await createClient().fails('login', 401, { body: { username: person.username, password: PASSWORD } })
    await createClient().ok('login', { body: { username: person.username, password: NEW_PASSWORD } })
    expect((await browser.ok('myAudit')).map((event) => event.action)).toContain('passwordReset')
    const reused = await createClient().fails('confirmPasswordReset', 400, {
      body: { username: person.username, code, newPassword: PASSWORD },
    })
    expect(reused.message).toBe(messages.codeInvalid)
  })

  it('refuses an expired code, and a code for an unknown name, alike (400)', async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    await askReset(person.username)
    const code = await codeSentTo(phone)
    await target().expireCodes(phone)
    const body = { username: person.username, code, newPassword: NEW_PASSWORD }
    const expired = await createClient().fails('confirmPasswordReset', 400, { body })
    const unknown = await createClient().fails('confirmPasswordReset', 400, {
      body: { ...body, username: uniqueWord('nobody') },
    })
    expect(unknown).toEqual(expired)
  })

  // A stolen SIM: the thief asks for a reset and reads the SMS; the owner, still signed in, takes
  // the number off the account. The code must go with it, and not come back with the number.
  it('refuses a code sent to a phone the account has since cleared, as any invalid code (400), the number back or not', async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    await askReset(person.username)
    const code = await codeSentTo(phone)
    await person.client.ok('updateAccount', { body: { phone: null } })
    const body = { username: person.username, code, newPassword: NEW_PASSWORD }
    const refused = await createClient().fails('confirmPasswordReset', 400, { body })
    expect(refused).toEqual({ message: messages.codeInvalid, fieldErrors: { code: messages.codeInvalid } })
    await addPhone(person, phone)
    await person.client.ok('sendPhoneCode')
    await person.client.ok('verifyPhone', { body: { code: await codeSentTo(phone) } })
    await createClient().fails('confirmPasswordReset', 400, { body })
    await createClient().ok('login', { body: { username: person.username, password: PASSWORD } })
  })

  it('refuses a code sent before the password changed, and an admin’s code too (400)', async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    await askReset(person.username)
    const code = await codeSentTo(phone)
    const changed = 'changed-by-owner-3'
    await person.client.ok('changePassword', { body: { currentPassword: PASSWORD, newPassword: changed } })
    const body = { username: person.username, code, newPassword: NEW_PASSWORD }
    const refused = await createClient().fails('confirmPasswordReset', 400, { body })
    expect(refused).toEqual({ message: messages.codeInvalid, fieldErrors: { code: messages.codeInvalid } })
    const adminCode = await target().adminResetCode(person.username)
    await person.client.ok('changePassword', { body: { currentPassword: changed, newPassword: PASSWORD } })
    await createClient().fails('confirmPasswordReset', 400, { body: { ...body, code: adminCode } })
    await createClient().ok('login', { body: { username: person.username, password: PASSWORD } })
  })

  it(`counts wrong codes against the code (${CODE_TRIES} tries), never against the username's sign-in`, async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    await askReset(person.username)
    const code = await codeSentTo(phone)
    const body = { username: person.username, newPassword: NEW_PASSWORD }
    for (let attempt = 0; attempt < Math.max(CODE_TRIES, DEFAULT_LIMITS.loginFailuresPerUsername); attempt++) {
      await createClient().fails('confirmPasswordReset', 400, { body: { ...body, code: wrongCode(code) } })
    }
    await createClient().fails('confirmPasswordReset', 400, { body: { ...body, code } })
    await createClient().ok('login', { body: { username: person.username, password: PASSWORD } })
  })

  it(`counts wrong codes against the phone: past ${DEFAULT_LIMITS.codeFailuresPerPhonePerHour} in the hour, 429`, async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    const body = { username: person.username, newPassword: NEW_PASSWORD }
    let failures = 0
    while (failures < DEFAULT_LIMITS.codeFailuresPerPhonePerHour) {
      await askReset(person.username)
      const code = await codeSentTo(phone)
      for (let attempt = 0; attempt < CODE_TRIES && failures < DEFAULT_LIMITS.codeFailuresPerPhonePerHour; attempt++) {
        await createClient().fails('confirmPasswordReset', 400, { body: { ...body, code: wrongCode(code) } })
        failures += 1
      }
    }
    await askReset(person.username)
    const blocked = await createClient().fails('confirmPasswordReset', 429, {
      body: { ...body, code: await codeSentTo(phone) },
    })
    expect(blocked.message).toBe(messages.tooManyCodeTries)
  })

  it('answers wrong codes for an unknown name and for one with a verified phone alike, past the hour too', async () => {
    const withPhone = await registerUser()
    await verifyNewPhone(withPhone)
    const answers = async (username: string) => {
      const statuses: number[] = []
      for (const guesses of [CODE_TRIES, CODE_TRIES, 1]) {
        await askReset(username)
        for (let guess = 0; guess < guesses; guess++) {
          const body = { username, code: String(100_000 + statuses.length), newPassword: NEW_PASSWORD }
          statuses.push((await createClient().call('confirmPasswordReset', { body })).status)
        }
      }
      return statuses
    }
    const unknown = await answers(uniqueWord('nobody'))
    expect(unknown.at(-1)).toBe(429)
    expect(await answers(withPhone.username)).toEqual(unknown)
  })

  // A number may be on several accounts (a family's one phone), so a stranger may put the owner's on
  // theirs: spending its codes and tries there must not keep the owner's way back from working.
  it("keeps the owner's reset working when a stranger spends the number's codes and tries on their own account", async () => {
    const owner = await registerUser()
    const phone = await verifyNewPhone(owner)
    const stranger = await registerUser()
    await addPhone(stranger, phone)
    let failures = 0
    while (failures < DEFAULT_LIMITS.codeFailuresPerPhonePerHour) {
      await stranger.client.ok('sendPhoneCode')
      const code = await codeSentTo(phone)
      for (let attempt = 0; attempt < CODE_TRIES && failures < DEFAULT_LIMITS.codeFailuresPerPhonePerHour; attempt++) {
        await stranger.client.fails('verifyPhone', 400, { body: { code: wrongCode(code) } })
        failures += 1
      }
    }
    for (let sent = 0; (await stranger.client.call('sendPhoneCode')).status !== 429; sent++) {
      expect(sent).toBeLessThan(DEFAULT_LIMITS.codesPerPhonePerHour)
    }

    expect((await askReset(owner.username)).status).toBe(202)
    const code = await codeSentTo(phone)
    await createClient().ok('confirmPasswordReset', {
      body: { username: owner.username, code, newPassword: NEW_PASSWORD },
    })
    await createClient().ok('login', { body: { username: owner.username, password: NEW_PASSWORD } })
  })

  it(`drops sends past ${DEFAULT_LIMITS.resetsPerUsernamePerHour} an hour for one name silently, still answering 202`, async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    for (let sent = 0; sent < DEFAULT_LIMITS.resetsPerUsernamePerHour; sent++) {
      expect((await askReset(person.username)).status).toBe(202)
    }
    const last = await codeSentTo(phone)
    expect((await askReset(person.username)).status).toBe(202)
    expect(await codeSentTo(phone)).toBe(last)
  })

  it(`answers 429 past ${DEFAULT_LIMITS.resetsPerAddressPerHour} requests from one address, for any name alike`, async () => {
    const person = await registerUser()
    const client = createClient()
    for (let sent = 0; sent < DEFAULT_LIMITS.resetsPerAddressPerHour; sent++) {
      expect((await askReset(uniqueWord('anyone'), client)).status).toBe(202)
    }
    const unknown = await askReset(uniqueWord('anyone'), client)
    const known = await askReset(person.username, client)
    expect(unknown.status).toBe(429)
    expect(unknown.json).toEqual({ message: messages.tooManyCodes })
    expect(known.json).toEqual(unknown.json)
    expect(known.status).toBe(429)
  }, 30_000)

  // Else one address could try a code or two on every name it knows, the name's own limit never met.
  it(`counts confirmations against the same ${DEFAULT_LIMITS.resetsPerAddressPerHour} an hour per address: 429 past them, for any name`, async () => {
    const client = createClient()
    const confirm = (username: string) =>
      client.call('confirmPasswordReset', { body: { username, code: '123456', newPassword: NEW_PASSWORD } })
    for (let tried = 0; tried < DEFAULT_LIMITS.resetsPerAddressPerHour; tried++) {
      expect((await confirm(uniqueWord('anyone'))).status).toBe(400)
    }
    const blocked = await confirm(uniqueWord('anyone'))
    expect(blocked.status).toBe(429)
    expect(blocked.json).toEqual({ message: messages.tooManyCodes })
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(visible(await askReset(uniqueWord('anyone'), client))).toMatchObject({ status: 429, json: blocked.json })
  })

  it('takes the one-time code an admin gives to a person without a verified phone', async () => {
    const person = await registerUser()
    const code = await target().adminResetCode(person.username)
    const browser = createClient()
    await browser.ok('confirmPasswordReset', { body: { username: person.username, code, newPassword: NEW_PASSWORD } })
    await createClient().ok('login', { body: { username: person.username, password: NEW_PASSWORD } })
  })

  it('refuses a malformed name (400), another origin (403), a body over 16 KB (413) and one that is not JSON (415)', async () => {
    const client = createClient()
    await client.fails('requestPasswordReset', 400, { body: { username: '' } })
    await client.fails('confirmPasswordReset', 400, { body: { username: 'someone', code: '1', newPassword: 'x' } })
    const valid = { username: 'someone', code: '123456', newPassword: NEW_PASSWORD }
    await client.fails('requestPasswordReset', 403, { body: { username: 'someone' }, origin: 'https://evil.example' })
    await client.fails('confirmPasswordReset', 403, { body: valid, origin: 'https://evil.example' })
    const padding = 'x'.repeat(STRANGER_BODY_LIMIT)
    await client.fails('requestPasswordReset', 413, { body: { username: 'someone', padding } })
    await client.fails('confirmPasswordReset', 413, { body: { ...valid, padding } })
    await client.fails('requestPasswordReset', 415, { rawBody: 'someone', contentType: 'text/plain' })
    await client.fails('confirmPasswordReset', 415, { rawBody: 'someone', contentType: 'text/plain' })
  })
})
