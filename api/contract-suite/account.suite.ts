import { describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { PASSWORD, registerProfessional, registerUser, uniqueWord } from './accounts'
import { book, setStatus } from './booking-requests'
import { createClient } from './client'
import { dayFromToday } from './dates'

/** What a new account holds beyond its phone: English, Nairobi's zone, no verified phone. */
const fresh = { phoneVerified: false, language: 'en', timezone: 'Africa/Nairobi' } as const

describe('account: the phone and the consent to share it', () => {
  it('round-trips a phone written the Kenyan way as E.164, and clearing it clears the consent', async () => {
    const { client, username } = await registerUser()
    expect(await client.ok('myAccount')).toEqual({ username, phone: null, phoneConsent: false, ...fresh })
    const saved = await client.ok('updateAccount', {
      body: { phone: '0712 345 678', phoneConsent: true, password: PASSWORD },
    })
    expect(saved).toEqual({ username, phone: '+254712345678', phoneConsent: true, ...fresh })
    expect(await client.ok('myAccount')).toEqual(saved)
    expect(await client.ok('updateAccount', { body: { phone: null } })).toEqual({
      username,
      phone: null,
      phoneConsent: false,
      ...fresh,
    })
    expect(await client.ok('updateAccount', { body: { phone: '', phoneConsent: true } })).toMatchObject({ phone: null })
  })

  it('is there for professionals too', async () => {
    const { client, username } = await registerProfessional()
    const saved = await client.ok('updateAccount', {
      body: { phone: '+234 802 123 4567', phoneConsent: true, password: PASSWORD },
    })
    expect(saved).toEqual({ username, phone: '+2348021234567', phoneConsent: true, ...fresh })
  })

  it('refuses an invalid number and a number without consent (400), changing nothing', async () => {
    const { client } = await registerUser()
    await client.ok('updateAccount', { body: { phone: '0712345678', phoneConsent: true, password: PASSWORD } })
    const before = await client.ok('myAccount')
    const invalid = await client.fails('updateAccount', 400, { body: { phone: '12', phoneConsent: true } })
    expect(invalid.fieldErrors).toEqual({ phone: messages.phoneInvalid })
    const noConsent = await client.fails('updateAccount', 400, { body: { phone: '0722000000' } })
    expect(noConsent.fieldErrors).toEqual({ phoneConsent: messages.phoneConsentRequired })
    const withdrawn = await client.fails('updateAccount', 400, { body: { phoneConsent: false } })
    expect(withdrawn.fieldErrors).toEqual({ phoneConsent: messages.phoneConsentRequired })
    expect(await client.ok('myAccount')).toEqual(before)
  })

  it('answers 401 signed out and 403 to a foreign origin', async () => {
    await createClient().fails('myAccount', 401)
    await createClient().fails('updateAccount', 401, { body: { phone: null } })
    const { client } = await registerUser()
    const error = await client.fails('updateAccount', 403, { body: { phone: null }, origin: 'https://evil.example' })
    expect(error.message).toBe(messages.crossOrigin)
  })
})

describe('account: registration with a phone', () => {
  const register = (body: Record<string, unknown>) => {
    const client = createClient()
    const username = uniqueWord('phone')
    return { client, username, body: { username, password: PASSWORD, role: 'user' as const, ...body } }
  }

  it('keeps the phone and the consent given at registration', async () => {
    const { client, username, body } = register({ phone: '0712 345 678', phoneConsent: true })
    await client.ok('register', { body })
    expect(await client.ok('myAccount')).toEqual({ username, phone: '+254712345678', phoneConsent: true, ...fresh })
  })

  it('refuses an invalid phone or one without consent (400), creating no account', async () => {
    const invalid = register({ phone: 'not a phone', phoneConsent: true })
    expect((await invalid.client.fails('register', 400, { body: invalid.body })).fieldErrors).toEqual({
      phone: messages.phoneInvalid,
    })
    const noConsent = register({ phone: '0712345678' })
    expect((await noConsent.client.fails('register', 400, { body: noConsent.body })).fieldErrors).toEqual({
      phoneConsent: messages.phoneConsentRequired,
    })
    await invalid.client.fails('currentUser', 401)
    await noConsent.client.fails('currentUser', 401)
  })
})

describe("account: the professional sees the client's phone only on a confirmed session, with consent", () => {
  it('shows null while pending, the E.164 number once confirmed, null without consent', async () => {
    const professional = await registerProfessional()
    const [sharing, keeping] = [await registerUser(), await registerUser()]
    await sharing.client.ok('updateAccount', {
      body: { phone: '0712 345 678', phoneConsent: true, password: PASSWORD },
    })
    const [shared, withheld] = [
      await book(sharing.client, professional.professionalId, { sessionDate: dayFromToday(3), sessionTime: '09:00' }),
      await book(keeping.client, professional.professionalId, { sessionDate: dayFromToday(3), sessionTime: '11:00' }),
    ]
    const phoneOf = async (bookingId: number) =>
      (await professional.client.ok('myBookings')).find((booking) => booking.id === bookingId)?.clientPhone
    expect(await phoneOf(shared.id)).toBeNull()
    await setStatus(professional.client, shared.id, 'confirmed')
    await setStatus(professional.client, withheld.id, 'confirmed')
    expect(await phoneOf(shared.id)).toBe('+254712345678')
    expect(await phoneOf(withheld.id)).toBeNull()
    // Withdrawing the consent hides it again.
    await sharing.client.ok('updateAccount', { body: { phone: null } })
    expect(await phoneOf(shared.id)).toBeNull()
  })
})

describe('account: language and time zone', () => {
  it('keeps the language and zone given at registration, and defaults to English in Nairobi', async () => {
    const client = createClient()
    const username = uniqueWord('locale')
    await client.ok('register', {
      body: { username, password: PASSWORD, role: 'user', language: 'sw', timezone: 'Africa/Lagos' },
    })
    expect(await client.ok('myAccount')).toMatchObject({ language: 'sw', timezone: 'Africa/Lagos' })
    const plain = await registerUser()
    expect(await plain.client.ok('myAccount')).toMatchObject({ language: 'en', timezone: 'Africa/Nairobi' })
  })

  it('changes the language and zone alone, keeping the phone', async () => {
    const { client } = await registerUser()
    await client.ok('updateAccount', { body: { phone: '0712 345 678', phoneConsent: true, password: PASSWORD } })
    const saved = await client.ok('updateAccount', { body: { language: 'sw', timezone: 'Africa/Kampala' } })
    expect(saved).toMatchObject({ phone: '+254712345678', language: 'sw', timezone: 'Africa/Kampala' })
    expect(await client.ok('myAccount')).toEqual(saved)
  })

  it('refuses a language it does not speak and a zone that does not exist (400), at registration too', async () => {
    const { client } = await registerUser()
    const language = await client.fails('updateAccount', 400, { body: { language: 'fr' } })
    expect(language.fieldErrors).toEqual({ language: messages.languageInvalid })
    const zone = await client.fails('updateAccount', 400, { body: { timezone: 'Mars/Olympus' } })
    expect(zone.fieldErrors).toEqual({ timezone: messages.timezoneInvalid })
    const username = uniqueWord('locale')
    const refused = await createClient().fails('register', 400, {
      body: { username, password: PASSWORD, role: 'user', language: 'xx' },
    })
    expect(refused.fieldErrors).toEqual({ language: messages.languageInvalid })
  })
})
