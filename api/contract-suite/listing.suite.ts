import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { PROFILE_BIO_MIN } from '../domain/professionals/profile-completeness'
import { completeProfile, registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { bookingRequest, bookingsOf } from './booking-requests'
import { createClient } from './client'
import { dayFromToday } from './dates'

const visitor = createClient()

const listedIds = async (professional: ProfessionalAccount) =>
  (await visitor.ok('listProfessionals', { query: { q: professional.username } })).map((card) => card.id)

/** Everything a visitor and a person booking can reach: the directory, the page, its free times, a booking. */
async function expectHidden(professional: ProfessionalAccount, user: Account) {
  const params = { professionalId: professional.professionalId }
  expect(await listedIds(professional)).toEqual([])
  expect((await visitor.fails('professionalPage', 404, { params })).message).toBe(messages.professionalNotFound)
  const slots = await visitor.fails('professionalSlots', 404, { params, query: { from: dayFromToday(1) } })
  expect(slots.message).toBe(messages.professionalNotFound)
  const booking = await user.client.fails('createBooking', 404, { body: bookingRequest(professional.professionalId) })
  expect(booking.message).toBe(messages.professionalNotFound)
}

async function expectListed(professional: ProfessionalAccount, user: Account) {
  const params = { professionalId: professional.professionalId }
  expect(await listedIds(professional)).toEqual([professional.professionalId])
  expect((await visitor.ok('professionalPage', { params })).id).toBe(professional.professionalId)
  await visitor.ok('professionalSlots', { params, query: { from: dayFromToday(1) } })
  await user.client.ok('createBooking', { body: bookingRequest(professional.professionalId) })
}

describe('listing: a professional is listed and bookable only with a complete profile', () => {
  let user: Account

  beforeAll(async () => {
    user = await registerUser()
  })

  it('hides a new professional everywhere until the profile is complete, then lists them', async () => {
    const professional = await registerProfessional('Psychotherapist', { complete: false })
    await expectHidden(professional, user)
    await professional.client.ok('updateProfile', { body: completeProfile(professional.username) })
    await expectListed(professional, user)
    expect(await bookingsOf(professional.client)).toHaveLength(1)
  })

  it.each([
    ['the bio (one character short)', { bio: 'b'.repeat(PROFILE_BIO_MIN - 1) }],
    ['the location', { location: '' }],
    ['the specialties', { specialties: [] }],
    ['the languages', { languages: [] }],
  ])('takes a listed professional out again when %s goes', async (_, change) => {
    const professional = await registerProfessional()
    await professional.client.ok('updateProfile', { body: change })
    await expectHidden(professional, user)
  })

  it('counts a bio of exactly the minimum, trimmed', async () => {
    const professional = await registerProfessional()
    await professional.client.ok('updateProfile', { body: { bio: `  ${'b'.repeat(PROFILE_BIO_MIN)}  ` } })
    expect(await listedIds(professional)).toEqual([professional.professionalId])
  })

  it.each([
    ['the username itself', (username: string) => username],
    ['in capitals', (username: string) => username.toUpperCase()],
    ['with punctuation and spaces', (username: string) => ` ${username.slice(0, 3)}.${username.slice(3)} `],
  ])('does not take the username as a name: %s', async (_, nameOf) => {
    const professional = await registerProfessional()
    await professional.client.ok('updateProfile', { body: { fullName: nameOf(professional.username) } })
    await expectHidden(professional, user)
    await professional.client.ok('updateProfile', { body: { fullName: `Amani ${professional.username}` } })
    expect(await listedIds(professional)).toEqual([professional.professionalId])
  })
})
