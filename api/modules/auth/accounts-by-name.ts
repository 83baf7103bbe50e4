import type { Knex } from 'knex'
import { usernameKey } from '../../domain/accounts/usernames'
import type { SignedInAs } from '../../domain/accounts/browser-sign-in'
import type { UserRow } from '../../http/session-user'

/** An account as sign-in reads it: the hash and its version in one row, so a session names the version that was checked. */
export type AccountRow = UserRow & { password_hash: string | null; credential_version: number }

const ACCOUNT_COLUMNS = ['id', 'username', 'role', 'title', 'password_hash', 'credential_version']

/** Who a sign-in with this row's password makes the session for. */
export const signedInAs = (account: AccountRow): SignedInAs => ({
  id: account.id,
  credentialVersion: Number(account.credential_version),
})

/** The key an account had before usernames were NFKC case folded: what a legacy look-alike keeps. */
export function legacyUsernameKey(username: string): string {
  return username.toLowerCase().slice(0, 50)
}

/**
 * The account a sign-in names. A legacy account left without a skeleton (its name looks like an
 * older account's, api/modules/auth/username-backfill.ts) is found by its old key first.
 */
export async function findAccount(db: Knex, username: string): Promise<AccountRow | undefined> {
  const legacy = await db('users')
    .whereNull('username_skeleton')
    .andWhere('username_key', legacyUsernameKey(username))
    .first<AccountRow | undefined>(ACCOUNT_COLUMNS)
  if (legacy) return legacy
  return db('users').where('username_key', usernameKey(username)).first<AccountRow | undefined>(ACCOUNT_COLUMNS)
}
