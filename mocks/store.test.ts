import { beforeEach, describe, expect, it } from 'vitest'
import { demoAccounts, fixtureAvailability, fixtureBookings, fixtureProfessionals } from '../api/fixtures/demo'
import { addDays, todayIn } from '../api/contract/time'
import { availabilityOf } from './availability'
import { findUserByUsername, professionalOfUser, sessionNoteOf } from './repo'
import { presentProfessional } from './present'
import { insert, resetStore, store } from './store'
import { isListed } from './verifications'

describe('store', () => {
  beforeEach(() => resetStore())

  it('seeds the demo accounts, a user row per directory professional and the demo bookings', () => {
    expect(store.users).toHaveLength(1 + fixtureProfessionals.length)
    expect(store.professionals).toHaveLength(fixtureProfessionals.length)
    expect(store.bookings).toHaveLength(fixtureBookings.length)
    expect(findUserByUsername(demoAccounts.user.username)).toMatchObject({ id: 1, role: 'user' })
    const amina = findUserByUsername(demoAccounts.professional.username)!
    expect(amina.password).toBe(demoAccounts.professional.password)
    expect(store.users.filter((user) => user.password !== null).map((user) => user.username)).toEqual([
      demoAccounts.user.username,
      demoAccounts.professional.username,
    ])
    expect(store.bookings.every((booking) => booking.professionalId === professionalOfUser(amina.id)!.id)).toBe(true)
  })

  it('dates the demo bookings from today in Africa/Nairobi; completed ones were completed that day', () => {
    const today = todayIn('Africa/Nairobi')
    fixtureBookings.forEach((fixture, index) => {
      const booking = store.bookings[index]!
      expect(booking.sessionDate).toBe(addDays(today, fixture.dayOffset))
      expect(booking.completedOn).toBe(fixture.status === 'completed' ? booking.sessionDate : null)
      expect(sessionNoteOf(booking.id)).toBe(fixture.professionalNotes)
    })
  })

  it('gives the fixture professionals with hours those hours, and the others none', () => {
    for (const professional of store.professionals) {
      const { username } = store.users.find((user) => user.id === professional.userId)!
      expect(availabilityOf(professional.id), username).toEqual(fixtureAvailability[username] ?? null)
    }
    expect(Object.keys(fixtureAvailability).length).toBeGreaterThan(0)
    expect(fixtureAvailability[demoAccounts.professional.username]).toBeUndefined()
  })

  it('hands out ids like a SQL sequence, and resetStore restores the fixtures and restarts the ids', () => {
    const seededAt = new Date()
    resetStore(seededAt)
    const before = structuredClone(store)
    const user = insert('users', { username: 'someone', password: 'secret-1', role: 'user', createdAt: '' })
    expect(user.id).toBe(before.users.length + 1)
    store.professionals[0]!.fullName = 'Changed'
    store.bookings[0]!.status = 'declined'
    store.sessions.push({ id: 'x', userId: 1, credentialVersion: 0, createdAt: 0, lastSeenAt: 0 })
    resetStore(seededAt)
    expect(store).toEqual(before)
    expect(insert('users', { username: 'again', password: null, role: 'user', createdAt: '' }).id).toBe(user.id)
  })

  it('does not share the fixture lists with the store', () => {
    store.professionals[0]!.languages.push('Klingon')
    expect(fixtureProfessionals[0]!.languages).not.toContain('Klingon')
  })

  it('lists every fixture professional, with a standing check for those shown verified', () => {
    const cards = store.professionals.map(presentProfessional)
    expect(store.professionals.every(isListed)).toBe(true)
    expect(cards.map((card) => card.isVerified)).toEqual(fixtureProfessionals.map((fixture) => fixture.isVerified))
    const amina = cards.find((card) => card.username === demoAccounts.professional.username)!
    expect(amina.verification).toMatchObject({
      regulator: 'Counsellors and Psychologists Board (Kenya)',
      validUntil: new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 31, 21)).toISOString(),
    })
  })
})
