import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { addDays } from '../contract/time'
import type { Professional } from '../contract/schemas/professionals'
import { registerProfessional, uniqueWord, type Account, type ProfessionalAccount } from './accounts'
import { createClient } from './client'
import { target } from './target'
import { expiryIn, licence, signInAdmin, submittedAtOf, verifiedBy } from './trust'

const visitor = createClient()

async function directory(query: Record<string, string>): Promise<Professional[]> {
  return visitor.ok('listProfessionals', { query })
}

async function named(tag: string, given: string): Promise<ProfessionalAccount> {
  const professional = await registerProfessional()
  await professional.client.ok('updateProfile', { body: { fullName: `${given} ${tag}` } })
  return professional
}

describe('the directory: verified first, and "Verified only"', () => {
  let admin: Account

  beforeAll(async () => {
    admin = await signInAdmin()
  })

  it('puts verified professionals first, lists only them with verified=true, and everyone listed otherwise', async () => {
    const tag = uniqueWord('badge')
    const [zuberi, abdi, chiku] = [await named(tag, 'Zuberi'), await named(tag, 'Abdi'), await named(tag, 'Chiku')]
    await verifiedBy(admin, zuberi)
    await chiku.client.ok('submitVerification', { body: licence() })
    const names = (cards: Professional[]) => cards.map((card) => [card.fullName, card.isVerified])
    const everyone = [
      [`Zuberi ${tag}`, true],
      [`Abdi ${tag}`, false],
      [`Chiku ${tag}`, false],
    ]
    expect(names(await directory({ q: tag }))).toEqual(everyone)
    expect(names(await directory({ q: tag, verified: 'false' }))).toEqual(everyone)
    expect(names(await directory({ q: tag, verified: 'true' }))).toEqual([[`Zuberi ${tag}`, true]])
    const [card] = await directory({ q: abdi.username })
    expect(card).toMatchObject({ isVerified: false, verification: null })
  })

  it('refuses a verified filter other than true or false with 400', async () => {
    await visitor.fails('listProfessionals', 400, { query: { verified: 'yes' } })
  })
})

describe('expiry: a check runs out at the end of the expiry date in its regulator’s country', () => {
  let admin: Account
  const expiresOn = expiryIn(90)
  // 24:00 of that date in Nairobi (UTC+3) and in Lagos (UTC+1).
  const nairobiEnd = new Date(`${addDays(expiresOn, 1)}T00:00:00+03:00`)
  const lagosEnd = new Date(`${addDays(expiresOn, 1)}T00:00:00+01:00`)
  let nairobi: ProfessionalAccount
  let lagos: ProfessionalAccount

  beforeAll(async () => {
    admin = await signInAdmin()
    nairobi = await registerProfessional()
    lagos = await registerProfessional()
    await verifiedBy(admin, nairobi, licence({ regulator: 'ke-cpb', licenceExpiresOn: expiresOn }))
    await verifiedBy(admin, lagos, licence({ regulator: 'ng-mdcn', licenceExpiresOn: expiresOn }))
  })

  afterEach(() => target().setLicenceClock(null))

  const stateOf = async (professional: ProfessionalAccount) => (await professional.client.ok('myVerification')).state
  const cardOf = async (professional: ProfessionalAccount) => (await directory({ q: professional.username }))[0]!

  it('gives each its validUntil: the end of the date in Nairobi, two hours later in Lagos', async () => {
    expect((await nairobi.client.ok('myVerification')).validUntil).toBe(nairobiEnd.toISOString())
    expect((await lagos.client.ok('myVerification')).validUntil).toBe(lagosEnd.toISOString())
    expect((await cardOf(lagos)).verification).toMatchObject({
      regulator: 'Medical and Dental Council of Nigeria (Nigeria)',
      validUntil: lagosEnd.toISOString(),
    })
  })

  it('still stands a millisecond before the end', async () => {
    target().setLicenceClock(new Date(nairobiEnd.getTime() - 1))
    expect(await stateOf(nairobi)).toBe('verified')
    expect((await cardOf(nairobi)).isVerified).toBe(true)
  })

  it('reads as expired everywhere once the Nairobi date has ended, while the Lagos licence still holds', async () => {
    target().setLicenceClock(new Date(nairobiEnd.getTime() + 60 * 60 * 1000))
    expect(await stateOf(nairobi)).toBe('expired')
    expect(await stateOf(lagos)).toBe('verified')
    expect(await cardOf(nairobi)).toMatchObject({ isVerified: false, verification: null })
    expect((await cardOf(lagos)).isVerified).toBe(true)
    const page = await visitor.ok('professionalPage', { params: { professionalId: nairobi.professionalId } })
    expect(page).toMatchObject({ isVerified: false, verification: null })
    expect(await directory({ q: nairobi.username, verified: 'true' })).toEqual([])
    const found = async (state: string, professional: ProfessionalAccount) =>
      (await admin.client.ok('adminVerifications', { query: { state, q: professional.username } })).length
    expect([await found('expired', nairobi), await found('verified', nairobi)]).toEqual([1, 0])
    expect([await found('expired', lagos), await found('verified', lagos)]).toEqual([0, 1])
  })

  it('refuses a licence that has run out: a submission with 400, a verification with 409', async () => {
    const late = await registerProfessional()
    await late.client.ok('submitVerification', { body: licence({ licenceExpiresOn: expiresOn }) })
    target().setLicenceClock(nairobiEnd)
    const submit = await late.client.fails('submitVerification', 400, {
      body: licence({ licenceExpiresOn: expiresOn, registrationNumber: 'AGAIN-1' }),
    })
    expect(submit.fieldErrors).toEqual({ licenceExpiresOn: messages.licenceExpired })
    const verify = await admin.client.fails('decideVerification', 409, {
      params: { professionalId: late.professionalId },
      body: { decision: 'verified', submittedAt: await submittedAtOf(late) },
    })
    expect(verify.message).toBe(messages.licenceExpired)
    expect(await late.client.ok('myVerification')).toMatchObject({
      state: 'submitted',
      registrationNumber: expect.not.stringMatching('AGAIN-1'),
    })
  })

  it('takes a licence whose last day is today', async () => {
    target().setLicenceClock(new Date(nairobiEnd.getTime() - 60 * 1000))
    const today = await registerProfessional()
    const answer = await today.client.ok('submitVerification', { body: licence({ licenceExpiresOn: expiresOn }) })
    expect(answer.state).toBe('submitted')
  })
})
