import { pathToFileURL } from 'node:url'
import type { Knex } from 'knex'
import { loadConfig } from '../api/config'
import { connectDatabase } from '../api/db/connect'
import { prepareDatabase } from '../api/prepare-database'
import { insertProfessionals } from '../api/db/insert-professionals'
import { isPostgres } from '../api/db/dialect'
import { fakeProfessionals } from './fake-professionals'

// Professionals per transaction.
const BATCH = 10_000

/** Adds `count` generated professionals (accounts without passwords), a batch per transaction. */
export async function seedMany(db: Knex, count: number, seed = 1): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    const firstId = Number((await db('professionals').max({ max: 'id' }).first())?.max ?? 0) + 1
    const batch = fakeProfessionals(Math.min(BATCH, count - done), seed, firstId)
    await db.transaction((trx) => insertProfessionals(trx, batch))
  }
  // Fresh statistics, and a visibility map so that index-only scans need not visit the table.
  if (isPostgres(db)) await db.raw('vacuum analyze users, professionals')
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? '1000')
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: tsx scripts/seed-many.ts <count>')
  const db = connectDatabase(loadConfig(process.env))
  try {
    await prepareDatabase(db)
    const started = performance.now()
    await seedMany(db, count)
    console.log(`Seeded ${count} professionals in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
