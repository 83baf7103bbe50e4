import type { Knex } from 'knex'

/** What proves an account's password: the username its sign-in counters are keyed on, and the hash. */
export type Credentials = { username: string; password_hash: string | null }

export async function findCredentials(db: Knex, userId: number): Promise<Credentials> {
  const row = await db('users').where({ id: userId }).first<Credentials | undefined>('username', 'password_hash')
  if (!row) throw new Error(`User ${userId} vanished`)
  return row
}

/** Stores the new hash under the next credential version, which it returns. */
export async function savePasswordHash(
  trx: Knex | Knex.Transaction,
  userId: number,
  passwordHash: string,
): Promise<number> {
  const [row] = (await trx('users')
    .where({ id: userId })
    .update({ password_hash: passwordHash, credential_version: trx.raw('credential_version + 1') })
    .returning('credential_version')) as { credential_version: number | string }[]
  return Number(row!.credential_version)
}
