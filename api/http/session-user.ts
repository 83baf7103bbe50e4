import type { Context } from 'koa'
import type { Knex } from 'knex'
import { ROLES, TITLES, type Role, type Title, type User } from '../contract/schemas/auth'
import { presentUser as present } from '../domain/accounts/present'
import type { SessionUser } from './handler'
import { sessionSignIn } from './session'

/** A users row as knex reads it. */
export type UserRow = {
  id: number
  username: string
  role: string
  title: string | null
}

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role)
const isTitle = (title: string): title is Title => (TITLES as readonly string[]).includes(title)

/** The API's user object from a users row (api/domain/accounts/present.ts); an unknown role is a defect. */
export function presentUser(row: UserRow): User {
  if (!isRole(row.role)) throw new Error(`Unknown role in users row ${row.id}`)
  const title = row.title !== null && isTitle(row.title) ? row.title : null
  return present({ id: Number(row.id), username: row.username, role: row.role, title })
}

type Row = UserRow & { professional_id: number | string | null }

/**
 * The signed-in user, read from the database on every request: a deleted account is signed out,
 * and so is a session made with a password that has changed since (a sign-in that raced the change).
 */
export async function loadSessionUser(ctx: Context, db: Knex): Promise<SessionUser | null> {
  const signIn = sessionSignIn(ctx)
  if (signIn === null) return null
  const row = await db('users')
    .leftJoin('professionals', 'professionals.user_id', 'users.id')
    .where({ 'users.id': signIn.userId, 'users.credential_version': signIn.credentialVersion })
    .whereNull('users.deleted_at')
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
