import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { messages } from '../contract/messages'
import { CODE_TRIES } from '../contract/schemas/phone-codes'
import { JSON_BODY_LIMIT } from '../contract/routes'
import { PASSWORD, registerUser } from './accounts'
import { createClient } from './client'
import { addPhone, codeSentTo, randomPhone, verifyNewPhone, wrongCode } from './phones'
import { target } from './target'

describe('phone verification: a code by SMS proves the phone', () => {
  it('sends a 6-digit code (202) and the right code verifies the phone once', async () => {
    const person = await registerUser()
    const phone = await addPhone(person)
    expect((await person.client.ok('myAccount')).phoneVerified).toBe(false)
    expect(await person.client.ok('sendPhoneCode')).toEqual({ message: messages.codeSent })
    const code = await codeSentTo(phone)
    const wrong = await person.client.fails('verifyPhone', 400, { body: { code: wrongCode(code) } })
    expect(wrong).toEqual({ message: messages.codeInvalid, fieldErrors: { code: messages.codeInvalid } })
    const account = await person.client.ok('verifyPhone', { body: { code: code.replace(/(\d{3})/, '$1 ') } })
    expect(account).toMatchObject({ phone, phoneVerified: true })
    expect(await person.client.ok('myAccount')).toEqual(account)
    await person.client.fails('verifyPhone', 400, { body: { code } })
  })

  it('refuses to send without a phone (400) and a code that is not 6 digits (400)', async () => {
    const person = await registerUser()
    expect(await person.client.fails('sendPhoneCode', 400)).toMatchObject({ message: messages.phoneRequiredForCode })
    const malformed = await person.client.fails('verifyPhone', 400, { body: { code: '12ab' } })
    expect(malformed.fieldErrors).toEqual({ code: messages.codeRequired })
  })

  it('unverifies the phone when it changes, and keeps it verified when only the language changes', async () => {
    const person = await registerUser()
    await verifyNewPhone(person)
    expect((await person.client.ok('updateAccount', { body: { language: 'sw' } })).phoneVerified).toBe(true)
    const changed = await person.client.ok('updateAccount', {
      body: { phone: randomPhone(), phoneConsent: true, password: PASSWORD },
    })
    expect(changed.phoneVerified).toBe(false)
  })

  it('refuses a code sent to the previous phone', async () => {
    const person = await registerUser()
    const first = await addPhone(person)
    await person.client.ok('sendPhoneCode')
    const code = await codeSentTo(first)
    await addPhone(person)
    await person.client.fails('verifyPhone', 400, { body: { code } })
  })

  it('refuses an expired code', async () => {
    const person = await registerUser()
    const phone = await addPhone(person)
    await person.client.ok('sendPhoneCode')
    const code = await codeSentTo(phone)
    await target().expireCodes(phone)
    expect(await person.client.fails('verifyPhone', 400, { body: { code } })).toMatchObject({
      message: messages.codeInvalid,
    })
  })

  it(`allows ${CODE_TRIES} tries per code: after them even the right code is refused`, async () => {
    const person = await registerUser()
    const phone = await addPhone(person)
    await person.client.ok('sendPhoneCode')
    const code = await codeSentTo(phone)
    for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
      await person.client.fails('verifyPhone', 400, { body: { code: wrongCode(code) } })
    }
    await person.client.fails('verifyPhone', 400, { body: { code } })
    await person.client.ok('sendPhoneCode')
    await person.client.ok('verifyPhone', { body: { code: await codeSentTo(phone) } })
  })

  it(`counts wrong codes against the phone: past ${DEFAULT_LIMITS.codeFailuresPerPhonePerHour} in the hour, 429`, async () => {
    const person = await registerUser()
    const phone = await addPhone(person)
    const codesNeeded = Math.ceil(DEFAULT_LIMITS.codeFailuresPerPhonePerHour / CODE_TRIES)
    let failures = 0
    for (let sent = 0; sent < codesNeeded; sent++) {
      await person.client.ok('sendPhoneCode')
      const code = await codeSentTo(phone)
      for (let attempt = 0; attempt < CODE_TRIES && failures < DEFAULT_LIMITS.codeFailuresPerPhonePerHour; attempt++) {
        await person.client.fails('verifyPhone', 400, { body: { code: wrongCode(code) } })
        failures += 1
      }
    }
    await person.client.ok('sendPhoneCode')
    const blocked = await person.client.fails('verifyPhone', 429, { body: { code: await codeSentTo(phone) } })
    expect(blocked.message).toBe(messages.tooManyCodeTries)
  })

  it(`sends at most ${DEFAULT_LIMITS.codesPerPhonePerHour} codes to one phone an hour (429)`, async () => {
    const person = await registerUser()
    await addPhone(person)
    for (let sent = 0; sent < DEFAULT_LIMITS.codesPerPhonePerHour; sent++) await person.client.ok('sendPhoneCode')
    expect((await person.client.fails('sendPhoneCode', 429)).message).toBe(messages.tooManyCodes)
    // Another phone of the same account is another count.
    await addPhone(person)
    await person.client.ok('sendPhoneCode')
  })

  it(`sends at most ${DEFAULT_LIMITS.codesPerAddressPerHour} codes for one address an hour, whatever the phone (429)`, async () => {
    const person = await registerUser()
    let sent = 0
    while (sent < DEFAULT_LIMITS.codesPerAddressPerHour) {
      await addPhone(person)
      for (
        let each = 0;
        each < DEFAULT_LIMITS.codesPerPhonePerHour && sent < DEFAULT_LIMITS.codesPerAddressPerHour;
        each++
      ) {
        await person.client.ok('sendPhoneCode')
        sent += 1
      }
    }
    await addPhone(person)
    const blocked = await person.client.call('sendPhoneCode')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('answers 401 signed out, 403 to another origin, 415 to a body that is not JSON and 413 to one too large', async () => {
    const stranger = createClient()
    await stranger.fails('sendPhoneCode', 401)
    await stranger.fails('verifyPhone', 401, { body: { code: '123456' } })
    const { client } = await registerUser()
    await client.fails('sendPhoneCode', 403, { origin: 'https://evil.example' })
    await client.fails('verifyPhone', 403, { body: { code: '123456' }, origin: 'https://evil.example' })
    await client.fails('sendPhoneCode', 415, { rawBody: 'code', contentType: 'text/plain' })
    await client.fails('verifyPhone', 415, { rawBody: 'code', contentType: 'text/plain' })
    await client.fails('sendPhoneCode', 413, { body: { padding: 'x'.repeat(JSON_BODY_LIMIT) } })
    await client.fails('verifyPhone', 413, { body: { code: '123456', padding: 'x'.repeat(JSON_BODY_LIMIT) } })
  })
})
