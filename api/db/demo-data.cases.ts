import type { Knex } from 'knex'
import { expect } from 'vitest'
import { ConfigError } from '../config'
import { demoAccounts, fixtureProfessionals } from '../fixtures/demo'
import { fixturePlaces } from '../fixtures/places'
import type { Cipher } from '../security/cipher'
import { countDemoAccounts, countDemoPlaces, refuseDemoDataInProduction, removeDemoData } from './demo-data'
import { seedDemo } from './seed-demo'

/** The demo-data rules of docs/product.md#4-accounts-and-sessions, run on SQLite (demo-data.test.ts) and PostgreSQL (.pg.test.ts). */
const SEEDED_ACCOUNTS = fixtureProfessionals.length + 1

async function addRealPerson(db: Knex, username: string): Promise<number> {
  const [row] = await db('users')
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

async function refusal(db: Knex): Promise<unknown> {
  try {
    await refuseDemoDataInProduction(db)
    return null
  } catch (error) {
    return error
  }
}

const demoFlags = async (db: Knex) =>
  Object.fromEntries(
    ((await db('users').select('username', 'demo')) as { username: string; demo: boolean | number }[]).map((row) => [
      row.username,
      Boolean(row.demo),
    ]),
  )

export async function expectSeedMarksDemo(db: Knex, cipher: Cipher): Promise<void> {
  await seedDemo(db, cipher)
  await addRealPerson(db, 'real_person')
  expect(await countDemoAccounts(db)).toBe(SEEDED_ACCOUNTS)
  const flags = await demoFlags(db)
  expect(flags.real_person).toBe(false)
  expect(flags[demoAccounts.professional.username]).toBe(true)
  expect(await countDemoPlaces(db)).toBe(fixturePlaces.length)
}

export async function expectProductionRefusedUntilRemoved(db: Knex, cipher: Cipher): Promise<void> {
  await seedDemo(db, cipher)
  const error = await refusal(db)
  expect(error).toBeInstanceOf(ConfigError)
  expect((error as Error).message).toMatch(
    new RegExp(
      `^[^\\n]*${SEEDED_ACCOUNTS} demo accounts[^\\n]*${fixturePlaces.length} sample places[^\\n]*\`npm run demo -- remove\`[^\\n]*$`,
    ),
  )
  await removeDemoData(db)
  expect(await refusal(db)).toBeNull()
}

export async function expectRemovalTakesDemoOnly(db: Knex, cipher: Cipher): Promise<void> {
  await seedDemo(db, cipher)
  const realId = await addRealPerson(db, 'real_person')
  const amina = (await db('professionals').where({ username: demoAccounts.professional.username }).first('id')) as {
    id: number
  }
  // A real person who booked the demo professional: their words go with the demo account.
  const { id: _id, ...booking } = (await db('bookings').first()) as Record<string, unknown>
  await db('bookings').insert({ ...booking, user_id: realId, professional_id: amina.id })
  expect(await removeDemoData(db)).toBe(SEEDED_ACCOUNTS)
  expect(await db('users').pluck('username')).toEqual(['real_person'])
  for (const table of ['professionals', 'bookings', 'session_notes', 'availability', 'verifications', 'places']) {
    expect(Number((await db(table).count({ n: '*' }).first())?.n), table).toBe(0)
  }
  expect(await removeDemoData(db)).toBe(0)
}

export async function expectMigrationMarksOldSeed(db: Knex, cipher: Cipher): Promise<void> {
  await seedDemo(db, cipher)
  await db.migrate.down()
  await addRealPerson(db, 'real_person')
  await db.migrate.latest()
  expect(await countDemoAccounts(db)).toBe(SEEDED_ACCOUNTS)
  expect((await demoFlags(db)).real_person).toBe(false)
}
