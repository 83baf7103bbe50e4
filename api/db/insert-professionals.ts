import type { Knex } from 'knex'
import { sortName } from '../domain/professionals/directory'
import { isListable } from '../domain/professionals/profile-completeness'
import type { Professional } from '../contract/schemas/professionals'
import { usernameKey } from '../domain/accounts/usernames'
import { bulkInsert } from './bulk-insert'
import { isPostgres } from './dialect'
import { searchColumns } from './search-columns'
import { demoCheck, insertVerificationRows, type VerificationRow } from './verifications'

/** A directory profile to insert with its account. */
export type NewProfessional = Omit<Professional, 'id' | 'profileImageUrl' | 'verification'>

async function maxId(db: Knex.Transaction, table: string): Promise<number> {
  const row = await db(table).max({ max: 'id' }).first()
  return Number(row?.max ?? 0)
}

/**
 * Inserts professionals and their accounts (no password: they cannot sign in) with multi-row
 * inserts, for seeding many at once (scripts/seed-many.ts, the contract suite's targets). Each is
 * listed when complete; those shown verified get the demo check.
 */
export async function insertProfessionals(trx: Knex.Transaction, profiles: readonly NewProfessional[]) {
  const now = new Date().toISOString()
  const [firstUserId, firstProfessionalId] = [(await maxId(trx, 'users')) + 1, (await maxId(trx, 'professionals')) + 1]
  const users = profiles.map((profile, index) => ({
    id: firstUserId + index,
    username: profile.username,
    username_key: usernameKey(profile.username),
    role: 'professional',
    title: profile.title,
    created_at: now,
  }))
  await bulkInsert(trx, 'users', ['id', 'username', 'username_key', 'role', 'title', 'created_at'], users)
  const checks: VerificationRow[] = []
  const professionals = profiles.map((profile, index) => {
    const id = firstProfessionalId + index
    const check = profile.isVerified ? demoCheck(id, profile.location, new Date(now)) : null
    if (check) checks.push(check.row)
    return {
      id,
      user_id: firstUserId + index,
      username: profile.username,
      full_name: profile.fullName,
      sort_name: sortName(profile.fullName),
      title: profile.title,
      bio: profile.bio,
      location: profile.location,
      languages: JSON.stringify(profile.languages),
      specialties: JSON.stringify(profile.specialties),
      session_price: profile.sessionPrice,
      is_verified: check !== null,
      verified_until: check?.directory.verified_until ?? null,
      listed: isListable(profile),
      created_at: now,
      updated_at: now,
      ...searchColumns(profile),
    }
  })
  const columns = Object.keys(professionals[0] ?? {}) as (keyof (typeof professionals)[number])[]
  await bulkInsert(trx, 'professionals', columns, professionals)
  await insertVerificationRows(trx, checks)
  if (isPostgres(trx)) {
    // Explicit ids do not advance PostgreSQL's sequences; later registrations would collide.
    for (const table of ['users', 'professionals']) {
      await trx.raw(`select setval(pg_get_serial_sequence(?, 'id'), (select max(id) from ??))`, [table, table])
    }
  }
}
