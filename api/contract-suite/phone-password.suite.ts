import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { messages } from '../contract/messages'
import { PASSWORD, registerUser } from './accounts'
import { createClient } from './client'
import { randomPhone, verifyNewPhone } from './phones'

const needsPassword = {
  message: messages.phonePasswordRequired,
  fieldErrors: { password: messages.phonePasswordRequired },
}
const wrongPassword = { message: messages.passwordIncorrect, fieldErrors: { password: messages.passwordIncorrect } }

// The phone is where a password reset's code goes: whoever sets it can take the account.
describe('account: a new phone number needs the password', () => {
  it('refuses a first number and a changed one without the password (400 on password), changing nothing', async () => {
    const newcomer = await registerUser()
    const first = { phone: randomPhone(), phoneConsent: true }
    expect(await newcomer.client.fails('updateAccount', 400, { body: first })).toEqual(needsPassword)
    expect((await newcomer.client.ok('myAccount')).phone).toBeNull()

    const person = await registerUser()
    await verifyNewPhone(person)
    const before = await person.client.ok('myAccount')
    const other = { phone: randomPhone(), phoneConsent: true }
    expect(await person.client.fails('updateAccount', 400, { body: other })).toEqual(needsPassword)
    expect(await person.client.fails('updateAccount', 400, { body: { ...other, password: '' } })).toEqual(needsPassword)
    expect(await person.client.ok('myAccount')).toEqual(before)
  })

  it('refuses a wrong password (400 passwordIncorrect), changing nothing', async () => {
    const person = await registerUser()
    await verifyNewPhone(person)
    const before = await person.client.ok('myAccount')
    const body = { phone: randomPhone(), phoneConsent: true, password: 'not-my-password' }
    expect(await person.client.fails('updateAccount', 400, { body })).toEqual(wrongPassword)
    expect(await person.client.ok('myAccount')).toEqual(before)
  })

  it('saves the new number with the right password, unverified, and never answers the password', async () => {
    const { client, username } = await registerUser()
    const saved = await client.ok('updateAccount', {
      body: { phone: '0712 345 678', phoneConsent: true, password: PASSWORD },
    })
    expect(saved).toEqual({
      username,
      phone: '+254712345678',
      phoneConsent: true,
      phoneVerified: false,
      language: 'en',
      timezone: 'Africa/Nairobi',
    })
    expect(await client.ok('myAccount')).toEqual(saved)
  })

  it('needs no password for the same number, the consent, the language, the zone or clearing the phone', async () => {
    const person = await registerUser()
    const phone = await verifyNewPhone(person)
    const kenyan = `0${phone.slice(4, 7)} ${phone.slice(7)}`
    const same = await person.client.ok('updateAccount', { body: { phone: kenyan, phoneConsent: true } })
    expect(same).toMatchObject({ phone, phoneVerified: true })
    await person.client.ok('updateAccount', { body: { phoneConsent: true } })
    const locale = await person.client.ok('updateAccount', { body: { language: 'sw', timezone: 'Africa/Kampala' } })
    expect(locale).toMatchObject({ phone, phoneVerified: true, language: 'sw', timezone: 'Africa/Kampala' })
    const cleared = await person.client.ok('updateAccount', { body: { phone: null } })
    expect(cleared).toMatchObject({ phone: null, phoneConsent: false, phoneVerified: false })
  })

  it("counts wrong passwords with the session's other tries: 429 past the limit, the deletion too", async () => {
    const { client, username } = await registerUser()
    const body = { phone: randomPhone(), phoneConsent: true, password: 'guess' }
    for (let attempt = 0; attempt < DEFAULT_LIMITS.reauthFailuresPerSession; attempt++) {
      await client.fails('updateAccount', 400, { body })
    }
    const locked = await client.call('updateAccount', { body: { ...body, password: PASSWORD } })
    expect(locked.status).toBe(429)
    expect(locked.json).toEqual({ message: messages.tooManyPasswordTries })
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await client.call('deleteAccount', { body: { password: PASSWORD } })).status).toBe(429)
    expect((await client.ok('myAccount')).phone).toBeNull()
    // Another session of the owner is not held back.
    const laptop = createClient({ address: client.address })
    await laptop.ok('login', { body: { username, password: PASSWORD } })
    await laptop.ok('updateAccount', { body: { ...body, password: PASSWORD } })
  })
})
