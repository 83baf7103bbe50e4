import type { Knex } from 'knex'
import { DELETED_CLIENT_RECORD_YEARS } from '../domain/accounts/account-deletion'

/** The moment DELETED_CLIENT_RECORD_YEARS before `now`. */
function retentionCutoff(now: Date): string {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - DELETED_CLIENT_RECORD_YEARS)
  return cutoff.toISOString()
}

/**
 * Deletes what is kept of a deleted client once it is no longer the professional's record to keep
 * (docs/product.md#15-trust): every booking (its session notes go with it) of a deleted client and
 * a professional whose last session together began more than 7 years ago.
 */
export async function purgeDeletedClientRecords(db: Knex, now = new Date()): Promise<void> {
  const cutoff = retentionCutoff(now)
  const laterSession = db('bookings as later')
    .whereRaw('later.user_id = bookings.user_id')
    .whereRaw('later.professional_id = bookings.professional_id')
    .where('later.starts_at', '>=', cutoff)
    .select(db.raw('1'))
  await db('bookings')
    .whereIn('user_id', db('users').whereNotNull('deleted_at').select('id'))
    .whereNotExists(laterSession)
    .delete()
}
