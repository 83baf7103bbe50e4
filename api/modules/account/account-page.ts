import type { Knex } from 'knex'
import type { Account } from '../../contract/schemas/account'
import { LANGUAGES, type Language } from '../../contract/schemas/language'
import { presentAccount as present } from '../../domain/accounts/present'
import type { AccountChanges } from '../../domain/accounts/phone-change'

const isLanguage = (language: string): language is Language => (LANGUAGES as readonly string[]).includes(language)

/** The users columns the account page shows. */
export type AccountRow = {
  username: string
  phone: string | null
  phone_consent: boolean | number
  phone_verified: boolean | number
  language: string
  timezone: string
}

export const ACCOUNT_COLUMNS = ['username', 'phone', 'phone_consent', 'phone_verified', 'language', 'timezone']

export async function findAccount(db: Knex, userId: number): Promise<AccountRow> {
  const row = await db('users').where({ id: userId }).first<AccountRow | undefined>(ACCOUNT_COLUMNS)
  if (!row) throw new Error(`User ${userId} vanished`)
  return row
}

export async function saveAccount(db: Knex, userId: number, changes: AccountChanges): Promise<void> {
  // Never onto an erased account: a change read before a deletion beside it committed.
  await db('users').where({ id: userId }).whereNull('deleted_at').update({
    phone: changes.phone,
    phone_consent: changes.phoneConsent,
    phone_verified: changes.phoneVerified,
    language: changes.language,
    timezone: changes.timezone,
  })
}

/** The account page from its row (api/domain/accounts/present.ts); SQLite keeps booleans as 0/1. */
export const presentAccount = (row: AccountRow): Account =>
  present({
    username: row.username,
    phone: row.phone,
    phoneConsent: Boolean(row.phone_consent),
    phoneVerified: Boolean(row.phone_verified),
    language: isLanguage(row.language) ? row.language : null,
    timezone: row.timezone,
  })
