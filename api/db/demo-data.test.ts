import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../config'
import { demoAccounts, fixtureProfessionals } from '../contract/fixtures'
import { createCipher } from '../security/cipher'
import { countDemoAccounts, isDemoUsername, refuseDemoDataInProduction, removeDemoData } from './demo-data'
import { seedDemo } from './seed-demo'
import { tempDatabase, type TempDatabase } from './temp-database'

const SEEDED_ACCOUNTS = fixtureProfessionals.length + 1

async function addRealPerson(t: TempDatabase, username: string): Promise<number> {
  const [row] = await t
    .db('users')
    .insert({
      username,
      username_key: username,
      username_skeleton: username,
      role: 'user',
      created_at: new Date().toISOString(),
    })
    .returning<{ id: number }[]>('id')
  return Number(row!.id)
}

async function refusal(t: TempDatabase): Promise<unknown> {
  try {
    await refuseDemoDataInProduction(t.db)
    return null
  } catch (error) {
    return error
  }
}

describe('demo data', () => {
  let t: TempDatabase
  beforeEach(async () => {
    t = await tempDatabase()
  })
  afterEach(() => t.close())

  it('marks every account the seed makes as demo data, in the database', async () => {
    await seedDemo(t.db, createCipher(t.config.notesEncryptionKey))
    await addRealPerson(t, 'real_person')
    expect(await countDemoAccounts(t.db)).toBe(SEEDED_ACCOUNTS)
    expect(await t.db('users').where({ demo: false }).pluck('username')).toEqual(['real_person'])
  })

  it('refuses production in one line naming the command that removes it, while any demo account exists', async () => {
    await seedDemo(t.db, createCipher(t.config.notesEncryptionKey))
    const error = await refusal(t)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(/^[^\n]*33 demo accounts[^\n]*`npm run demo -- remove`[^\n]*$/)
    await removeDemoData(t.db)
    expect(await refusal(t)).toBeNull()
  })

  it('removes the demo accounts with their profiles and every booking they are in, and nothing else', async () => {
    await seedDemo(t.db, createCipher(t.config.notesEncryptionKey))
    const realId = await addRealPerson(t, 'real_person')
    const amina = await t.db('professionals').where({ username: demoAccounts.professional.username }).first('id')
    // A real person who booked the demo professional: their words go with the demo account.
    await t.db('bookings').insert({
      ...(await t.db('bookings').first()),
      id: undefined,
      user_id: realId,
      professional_id: amina.id,
    })
    expect(await removeDemoData(t.db)).toBe(SEEDED_ACCOUNTS)
    expect(await t.db('users').pluck('username')).toEqual(['real_person'])
    for (const table of ['professionals', 'bookings', 'session_notes', 'availability', 'verifications']) {
      expect(await t.db(table).count({ n: '*' }), table).toEqual([{ n: 0 }])
    }
    expect(
      await t.db.raw("select count(*) as n from professional_search where professional_search match 'Amina'"),
    ).toEqual([{ n: 0 }])
    expect(await removeDemoData(t.db)).toBe(0)
  })

  it('marks, on migration, the accounts a seed made before marks existed, and no one else', async () => {
    await seedDemo(t.db, createCipher(t.config.notesEncryptionKey))
    await t.db.migrate.down()
    await addRealPerson(t, 'real_person')
    await t.db.migrate.latest()
    expect(await countDemoAccounts(t.db)).toBe(SEEDED_ACCOUNTS)
    expect(await t.db('users').where({ username: 'real_person' }).first('demo')).toEqual({ demo: 0 })
  })

  it('knows the demo usernames and their look-alikes', () => {
    expect(isDemoUsername('dr_amina')).toBe(true)
    expect(isDemoUsername('DR_ARNINA')).toBe(true)
    expect(isDemoUsername('Demo_User')).toBe(true)
    expect(isDemoUsername('dr_amina2')).toBe(false)
  })
})
