import type { Knex } from 'knex'
import { analyticsWindowStart, todayIn } from '../../contract/rules'
import type { Analytics } from '../../contract/schemas/dashboard'
import { onOrAfterInZone, type Condition } from '../../db/zone-dates'
import type { AnalyticsRow } from './present'
import type { Title } from '../../contract/schemas/auth'
import { PRESENTED_COLUMNS, type PresentedRow } from '../professionals/present'
import type { ProfileColumns } from './profile-changes'

type Db = Knex | Knex.Transaction

export async function findProfile(db: Db, professionalId: number): Promise<PresentedRow | undefined> {
  return (await db('professionals').where({ id: professionalId }).first(PRESENTED_COLUMNS)) as PresentedRow | undefined
}

export async function updateProfile(
  trx: Knex.Transaction,
  professionalId: number,
  columns: ProfileColumns,
  now: string,
) {
  await trx('professionals')
    .where({ id: professionalId })
    .update({ ...columns, updated_at: now })
}

/** The account's title is what GET /api/user reports, so it follows the profile's. */
export async function updateAccountTitle(trx: Knex.Transaction, professionalId: number, title: Title): Promise<void> {
  await trx('users')
    .whereIn('id', trx('professionals').select('user_id').where({ id: professionalId }))
    .update({ title })
}

const statusIs = (status: string): Condition => ({ sql: '?? = ?', bindings: ['b.status', status] })
const both = (a: Condition, b: Condition): Condition => ({
  sql: `${a.sql} AND ${b.sql}`,
  bindings: [...a.bindings, ...b.bindings],
})

/** The four dashboard counters in one pass over the professional's bookings (indexed by professional_id). */
export async function countBookings(db: Knex, professionalId: number, now = new Date()): Promise<AnalyticsRow> {
  const counters: Record<keyof Analytics, Condition> = {
    pendingCount: statusIs('pending'),
    confirmedCount: statusIs('confirmed'),
    upcomingCount: both(
      statusIs('confirmed'),
      onOrAfterInZone('b.session_date', (zone) => todayIn(zone, now)),
    ),
    completedLast30Days: both(
      statusIs('completed'),
      onOrAfterInZone('b.completed_on', (zone) => analyticsWindowStart(zone, now)),
    ),
  }
  const columns = Object.entries(counters).map(([name, { sql, bindings }]) =>
    db.raw(`SUM(CASE WHEN ${sql} THEN 1 ELSE 0 END) AS ??`, [...bindings, name]),
  )
  const [row] = (await db('bookings as b').where('b.professional_id', professionalId).select(columns)) as AnalyticsRow[]
  return row
}
