import { pathToFileURL } from 'node:url'
import type { Knex } from 'knex'
import { loadConfig } from '../api/config'
import { connectDatabase, migrateLatest } from '../api/db/connect'
import { sortName } from '../api/contract/directory'
import { bulkInsert } from '../api/modules/professionals/bulk-insert'
import { isPostgres } from '../api/db/dialect'
import { addDirectoryEntries } from '../api/modules/professionals/directory-write'
import { fakeProfessionals } from './fake-professionals'

const SEEDED_TABLES = [
  'users',
  'professionals',
  'professional_terms',
  'professional_words',
  'directory_entries',
  'directory_sets',
]
// Professionals per transaction.
const BATCH = 10_000
const USER_COLUMNS = ['id', 'username', 'username_key', 'password_hash', 'role', 'title', 'created_at'] as const
const PROFESSIONAL_COLUMNS = [
  'id',
  'user_id',
  'username',
  'full_name',
  'sort_name',
  'title',
  'bio',
  'location',
  'languages',
  'specialties',
  'session_price',
  'profile_image_url',
  'is_verified',
  'created_at',
  'updated_at',
] as const

async function maxId(db: Knex | Knex.Transaction, table: string): Promise<number> {
  const row = await db(table).max({ max: 'id' }).first()
  return Number(row?.max ?? 0)
}

/**
 * Adds `count` generated professionals (accounts without passwords, profiles, directory terms and
 * totals), a batch per transaction with multi-row inserts.
 */
export async function seedMany(db: Knex, count: number, seed = 1): Promise<void> {
  const now = new Date().toISOString()
  for (let done = 0; done < count; done += BATCH) {
    await db.transaction(async (trx) => {
      const [firstUserId, firstProfessionalId] = [
        (await maxId(trx, 'users')) + 1,
        (await maxId(trx, 'professionals')) + 1,
      ]
      const batch = fakeProfessionals(Math.min(BATCH, count - done), seed, firstProfessionalId)
      await bulkInsert(
        trx,
        'users',
        USER_COLUMNS,
        batch.map((fake, index) => ({
          id: firstUserId + index,
          username: fake.username,
          username_key: fake.username.toLowerCase(),
          password_hash: null,
          role: 'professional',
          title: fake.title,
          created_at: now,
        })),
      )
      const entries = batch.map((fake, index) => ({ ...fake, id: firstProfessionalId + index }))
      await bulkInsert(
        trx,
        'professionals',
        PROFESSIONAL_COLUMNS,
        entries.map((entry, index) => ({
          id: entry.id,
          user_id: firstUserId + index,
          username: entry.username,
          full_name: entry.fullName,
          sort_name: sortName(entry.fullName),
          title: entry.title,
          bio: entry.bio,
          location: entry.location,
          languages: JSON.stringify(entry.languages),
          specialties: JSON.stringify(entry.specialties),
          session_price: entry.sessionPrice,
          profile_image_url: null,
          is_verified: entry.isVerified,
          created_at: now,
          updated_at: now,
        })),
      )
      await addDirectoryEntries(trx, entries)
    })
  }
  if (isPostgres(db)) {
    // Explicit ids do not advance PostgreSQL's sequences; later registrations would collide.
    for (const table of ['users', 'professionals']) {
      await db.raw(`select setval(pg_get_serial_sequence(?, 'id'), (select max(id) from ??))`, [table, table])
    }
    // Fresh statistics, and a visibility map so that index-only scans need not visit the table.
    await db.raw(`vacuum analyze ${SEEDED_TABLES.map(() => '??').join(', ')}`, SEEDED_TABLES)
  }
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? '1000')
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: tsx scripts/seed-many.ts <count>')
  const db = connectDatabase(loadConfig(process.env))
  try {
    await migrateLatest(db)
    const started = performance.now()
    await seedMany(db, count)
    console.log(`Seeded ${count} professionals in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
