import type { Account } from '../api/contract/schemas/account'
import { DEFAULT_ACCOUNT_TIMEZONE, DEFAULT_LANGUAGE } from '../api/contract/schemas/language'
import type { UserRow } from './store'

/** GET /api/me/account from a user row; an absent language or zone is the contract's default. */
export const presentAccount = (user: UserRow): Account => ({
  username: user.username,
  phone: user.phone ?? null,
  phoneConsent: user.phoneConsent ?? false,
  phoneVerified: user.phoneVerified ?? false,
  language: user.language ?? DEFAULT_LANGUAGE,
  timezone: user.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
})
