import type { Knex } from 'knex'
import { backfillUsernames } from './modules/auth/username-backfill'
import { backfillPhotos } from './modules/photos/backfill-photos'
import { migrateLatest } from './db/connect'
import { backfillListing } from './db/listing'

/**
 * Data that live code computes for rows written before a migration added its column (a photo's
 * renditions, a username's skeleton, whether a profile is listed). Migrations only change the
 * schema and never import the app's code; each backfill finds the rows still missing their data,
 * so running again is cheap.
 */
const backfills: ((db: Knex) => Promise<void>)[] = [backfillUsernames, backfillPhotos, backfillListing]

export async function runBackfills(db: Knex): Promise<void> {
  for (const backfill of backfills) await backfill(db)
}

/**
 * The database as the app needs it: migrated, backfilled, then `then` (the demo seed). Here rather
 * than in api/db because the backfills run modules' code, and api/db imports no module.
 */
export function prepareDatabase(db: Knex, then: () => Promise<unknown> = async () => {}): Promise<void> {
  return migrateLatest(db, async () => {
    await runBackfills(db)
    await then()
  })
}
