import type { Knex } from 'knex'

/** The users columns the account page shows. */
export type AccountRow = { username: string; phone: string | null; phone_consent: boolean | number }

export async function findAccount(db: Knex, userId: number): Promise<AccountRow> {
  const row = await db('users')
    .where({ id: userId })
    .first<AccountRow | undefined>('username', 'phone', 'phone_consent')
  if (!row) throw new Error(`User ${userId} vanished`)
  return row
}

export async function savePhone(db: Knex, userId: number, phone: string | null, consent: boolean): Promise<void> {
  await db('users').where({ id: userId }).update({ phone, phone_consent: consent })
}

/** Stores the new hash under the next credential version, which it returns. */
export async function savePasswordHash(trx: Knex.Transaction, userId: number, passwordHash: string): Promise<number> {
  const [row] = (await trx('users')
    .where({ id: userId })
    .update({ password_hash: passwordHash, credential_version: trx.raw('credential_version + 1') })
    .returning('credential_version')) as { credential_version: number | string }[]
  return Number(row!.credential_version)
}
