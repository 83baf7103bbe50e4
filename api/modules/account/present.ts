import type { Account } from '../../contract/schemas/account'
import type { AccountRow } from './repo'

/** SQLite keeps booleans as 0/1. */
export function presentAccount(row: AccountRow): Account {
  return { username: row.username, phone: row.phone, phoneConsent: Boolean(row.phone_consent) }
}
