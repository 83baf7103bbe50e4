import type { Knex } from 'knex'

/** What proves an account's password: the username its sign-in counters are keyed on, and the hash. */
export type Credentials = { username: string; password_hash: string | null }

export async function findCredentials(db: Knex, userId: number): Promise<Credentials> {
  const row = await db('users').where({ id: userId }).first<Credentials | undefined>('username', 'password_hash')
  if (!row) throw new Error(`User ${userId} vanished`)
  return row
}
