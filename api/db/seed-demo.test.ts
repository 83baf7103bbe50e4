import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { demoAccounts, fixtureAvailability, fixtureBookings, fixtureProfessionals } from '../fixtures/demo'
import { addDays, todayIn } from '../contract/time'
import { usernameKey, usernameSkeleton } from '../domain/accounts/usernames'
import { createCipher, type Cipher } from '../security/cipher'
import { verifyPassword } from '../security/passwords'
import { readAvailability } from './availability'
import { seedDemo } from './seed-demo'
import { tempDatabase, type TempDatabase } from '../test/temp-database'

const count = async (t: TempDatabase, table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n)

describe('seedDemo', () => {
  let t: TempDatabase
  let cipher: Cipher
  beforeEach(async () => {
    t = await tempDatabase()
    cipher = createCipher(t.config.notesEncryptionKey)
  })
  afterEach(() => t.close())

  it('seeds the fixtures once; a second run adds nothing', async () => {
    const now = new Date('2025-03-10T22:30:00Z') // already 11 March in Nairobi
    expect(await seedDemo(t.db, cipher, now)).toBe(true)
    const tables = ['users', 'professionals', 'bookings', 'session_notes']
    const before = await Promise.all(tables.map((table) => count(t, table)))
    expect(before.slice(0, 3)).toEqual([
      fixtureProfessionals.length + 1,
      fixtureProfessionals.length,
      fixtureBookings.length,
    ])

    expect(await seedDemo(t.db, cipher, now)).toBe(false)
    expect(await Promise.all(tables.map((table) => count(t, table)))).toEqual(before)
  })

  it('gives the fixture professionals with hours those hours, and the others none', async () => {
    await seedDemo(t.db, cipher)
    for (const { id, username } of await t.db('professionals').select('id', 'username')) {
      expect(await readAvailability(t.db, Number(id)), username).toEqual(fixtureAvailability[username] ?? null)
    }
  })

  it("writes every account's username key and look-alike skeleton", async () => {
    await seedDemo(t.db, cipher)
    const rows = await t.db('users').select('username', 'username_key', 'username_skeleton')
    expect(rows).toHaveLength(fixtureProfessionals.length + 1)
    for (const row of rows) {
      expect(row).toEqual({
        username: row.username,
        username_key: usernameKey(row.username),
        username_skeleton: usernameSkeleton(row.username),
      })
    }
  })

  it('gives only the demo accounts a password', async () => {
    await seedDemo(t.db, cipher)
    const withPassword = await t.db('users').whereNotNull('password_hash').select('username', 'password_hash')
    expect(withPassword.map((row) => row.username).sort()).toEqual(
      [demoAccounts.professional.username, demoAccounts.user.username].sort(),
    )
    for (const account of Object.values(demoAccounts)) {
      const row = withPassword.find((item) => item.username === account.username)
      expect(await verifyPassword(account.password, row.password_hash)).toBe(true)
    }
  })

  it('dates the demo bookings from today in Nairobi and encrypts both kinds of notes', async () => {
    const now = new Date('2025-03-10T22:30:00Z')
    await seedDemo(t.db, cipher, now)
    const today = todayIn('Africa/Nairobi', now)
    expect(today).toBe('2025-03-11')
    const rows = await t
      .db('bookings')
      .leftJoin('session_notes', 'session_notes.booking_id', 'bookings.id')
      .orderBy('bookings.id')
      .select(
        'bookings.id',
        'session_date',
        'status',
        'completed_on',
        'bookings.notes_encrypted as notes',
        'session_notes.notes_encrypted as private',
      )
    rows.forEach((row, index) => {
      const fixture = fixtureBookings[index]!
      expect(row.session_date).toBe(addDays(today, fixture.dayOffset))
      expect(row.status).toBe(fixture.status)
      expect(row.completed_on).toBe(fixture.status === 'completed' ? row.session_date : null)
      expect(row.notes === null ? null : cipher.decrypt(row.notes, row.id)).toBe(fixture.notes)
      expect(row.private === null ? null : cipher.decrypt(row.private, row.id)).toBe(fixture.professionalNotes)
    })
  })
})
