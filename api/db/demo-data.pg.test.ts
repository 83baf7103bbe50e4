import { randomBytes } from 'node:crypto'
import { beforeEach, describe, it } from 'vitest'
import { createCipher } from '../security/cipher'
import { freshPostgresSchema } from '../test/fresh-postgres-schema'
import { prepareDatabase } from '../prepare-database'
import {
  expectMigrationMarksOldSeed,
  expectProductionRefusedUntilRemoved,
  expectRemovalTakesDemoOnly,
  expectSeedMarksDemo,
} from './demo-data.cases'

const database = freshPostgresSchema('demo_data')
const cipher = createCipher(randomBytes(32))

describe('demo data on PostgreSQL', () => {
  beforeEach(() => prepareDatabase(database()))

  it('marks every account the seed makes as demo data', () => expectSeedMarksDemo(database(), cipher))
  it('refuses production while any demo account exists, until removed', () =>
    expectProductionRefusedUntilRemoved(database(), cipher))
  it('removes the demo accounts and every booking they are in, and nothing else', () =>
    expectRemovalTakesDemoOnly(database(), cipher))
  it('marks, on migration, the accounts an older seed made', () => expectMigrationMarksOldSeed(database(), cipher))
})
