import type { Account } from '../api/contract/schemas/account'
import { DEFAULT_ACCOUNT_TIMEZONE, DEFAULT_LANGUAGE } from '../api/contract/schemas/language'
import type { UserRow } from './store'

/** GET /api/me/account from a user row; absent fields read as the server's column defaults. */
export const presentAccount = (user: UserRow): Account => ({
  username: user.username,
  phone: user.phone ?? null,
  phoneConsent: user.phoneConsent ?? false,
  phoneVerified: user.phoneVerified ?? false,
  language: user.language ?? DEFAULT_LANGUAGE,
  timezone: user.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
})
