import type { Context } from 'koa'
import type { Knex } from 'knex'
import { presentUser, type UserRow } from '../modules/auth/present'
import type { SessionUser } from './handler'
import { sessionUserId } from './session'

type Row = UserRow & { professional_id: number | string | null }

/** The signed-in user, read from the database on every request (a deleted account is signed out). */
export async function loadSessionUser(ctx: Context, db: Knex): Promise<SessionUser | null> {
  const id = sessionUserId(ctx)
  if (id === null) return null
  const row = await db('users')
    .leftJoin('professionals', 'professionals.user_id', 'users.id')
    .where('users.id', id)
    .first<Row | undefined>(
      'users.id',
      'users.username',
      'users.role',
      'users.title',
      'professionals.id as professional_id',
    )
  if (!row) return null
  const professionalId = row.professional_id === null ? null : Number(row.professional_id)
  return { ...presentUser(row), professionalId }
}
