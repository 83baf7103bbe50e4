import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createCipher, type Cipher } from '../security/cipher'
import {
  expectMigrationMarksOldSeed,
  expectProductionRefusedUntilRemoved,
  expectRemovalTakesDemoOnly,
  expectSeedMarksDemo,
} from './demo-data.cases'
import { isDemoUsername, removeDemoData } from './demo-data'
import { seedDemo } from './seed-demo'
import { tempDatabase, type TempDatabase } from '../test/temp-database'

describe('demo data on SQLite', () => {
  let t: TempDatabase
  let cipher: Cipher
  beforeEach(async () => {
    t = await tempDatabase()
    cipher = createCipher(t.config.notesEncryptionKey)
  })
  afterEach(() => t.close())

  it('marks every account the seed makes as demo data, in the database', () => expectSeedMarksDemo(t.db, cipher))

  it('refuses production in one line naming the command that removes it, while any demo account exists', () =>
    expectProductionRefusedUntilRemoved(t.db, cipher))

  it('removes the demo accounts with their profiles and every booking they are in, and nothing else', () =>
    expectRemovalTakesDemoOnly(t.db, cipher))

  it('marks, on migration, the accounts a seed made before marks existed, and no one else', () =>
    expectMigrationMarksOldSeed(t.db, cipher))

  it('leaves no demo professional in the directory search index', async () => {
    await seedDemo(t.db, cipher)
    await removeDemoData(t.db)
    const found = await t.db.raw(
      "select count(*) as n from professional_search where professional_search match 'Amina'",
    )
    expect(found).toEqual([{ n: 0 }])
  })

  it('knows the demo usernames and their look-alikes', () => {
    expect(isDemoUsername('dr_amina')).toBe(true)
    expect(isDemoUsername('DR_ARNINA')).toBe(true)
    expect(isDemoUsername('Demo_User')).toBe(true)
    expect(isDemoUsername('dr_amina2')).toBe(false)
  })
})
