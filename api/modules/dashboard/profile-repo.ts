import type { Knex } from 'knex'
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
