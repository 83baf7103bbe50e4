import type { Knex } from 'knex'
import { SLOT_HOLDING_STATUSES } from '../../domain/bookings/transitions'
import type { HeldSession } from '../../domain/bookings/slots'

type Db = Knex | Knex.Transaction

/** The longest buffer (the Availability schema's): a session that ended earlier cannot touch a start after now. */
const LONGEST_BUFFER_MS = 60 * 60_000

/**
 * The professional's confirmed and completed sessions that could still keep a start after `now`
 * from being free, as instants. PostgreSQL reads timestamptz as Date, SQLite as ISO text.
 */
export async function heldSessions(db: Db, professionalId: number, now: Date): Promise<HeldSession[]> {
  const since = new Date(+now - LONGEST_BUFFER_MS)
  const rows = (await db('bookings')
    .where({ professional_id: professionalId })
    .whereIn('status', SLOT_HOLDING_STATUSES)
    .where('ends_at', '>', since.toISOString())
    .select('starts_at', 'ends_at')) as { starts_at: string | Date; ends_at: string | Date }[]
  return rows.map((row) => ({ start: new Date(row.starts_at), end: new Date(row.ends_at) }))
}
