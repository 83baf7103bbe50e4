import type { Knex } from 'knex'
import { ConfigError } from '../config'
import { demoAccounts, fixtureProfessionals } from '../fixtures/demo'
import { usernameSkeleton } from '../domain/accounts/usernames'
import { flushErasedPages } from './erased-pages'

const demoSkeletons = new Set(
  [demoAccounts.user.username, ...fixtureProfessionals.map((fixture) => fixture.username)].map(usernameSkeleton),
)

/** A name of the demo seed, or one that looks like it: reserved in production, where no one may register it. */
export function isDemoUsername(username: string): boolean {
  return demoSkeletons.has(usernameSkeleton(username))
}

/** How many accounts are marked as demo data (users.demo): production starts only at zero. */
export async function countDemoAccounts(db: Knex): Promise<number> {
  const [row] = (await db('users').where({ demo: true }).count({ count: '*' })) as { count: number | string }[]
  return Number(row?.count ?? 0)
}

/** How many places are the demo seed's samples (places.demo): production starts only at zero. */
export async function countDemoPlaces(db: Knex): Promise<number> {
  const [row] = (await db('places').where({ demo: true }).count({ count: '*' })) as { count: number | string }[]
  return Number(row?.count ?? 0)
}

/**
 * Deletes every demo account and what hangs off it: their profiles (with photos, hours, checks,
 * licences and search words), every booking they are part of (a real person's booking with a demo
 * professional included, with its notes), their sessions and idempotency keys; and the sample
 * places of care. Returns the count of accounts.
 */
export async function removeDemoData(db: Knex): Promise<number> {
  const removed = await db.transaction(async (trx) => {
    await trx('places').where({ demo: true }).delete()
    const userIds = (await trx('users').where({ demo: true }).pluck('id')) as number[]
    if (userIds.length === 0) return 0
    const professionalIds = (await trx('professionals').whereIn('user_id', userIds).pluck('id')) as number[]
    await trx('bookings').whereIn('user_id', userIds).orWhereIn('professional_id', professionalIds).delete()
    await trx('professionals').whereIn('id', professionalIds).delete()
    await trx('sessions').whereIn('user_id', userIds).delete()
    await trx('users').whereIn('id', userIds).delete()
    return userIds.length
  })
  await flushErasedPages(db)
  return removed
}

/**
 * Production starts only on a database without demo data: the demo accounts' passwords are in the
 * README, and a sample place's made-up phone must never be offered to someone who needs help.
 */
export async function refuseDemoDataInProduction(db: Knex): Promise<void> {
  const [accounts, places] = [await countDemoAccounts(db), await countDemoPlaces(db)]
  if (accounts === 0 && places === 0) return
  throw new ConfigError(
    `this database holds ${accounts} demo accounts whose passwords are published and ${places} sample places of care; remove them with \`npm run demo -- remove\` (same DATABASE_URL or DATABASE_FILE) before starting with NODE_ENV=production`,
  )
}
