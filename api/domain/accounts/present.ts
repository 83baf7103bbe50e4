import type { Account } from '../../contract/schemas/account'
import type { Role, Title, User } from '../../contract/schemas/auth'
import { DEFAULT_ACCOUNT_TIMEZONE, DEFAULT_LANGUAGE, type Language } from '../../contract/schemas/language'

/**
 * The one presenter of each account shape, used by the server (over its rows) and by the mocks
 * (over their arrays): never a password or its hash.
 */

/** The API's user object: id, username, role and, for a professional, the title they practise under. */
export function presentUser(account: { id: number; username: string; role: Role; title: Title | null }): User {
  const user: User = { id: account.id, username: account.username, role: account.role }
  if (account.title !== null) user.title = account.title
  return user
}

/** What an account page reads; an unknown language or zone is the contract's default. */
export type AccountFacts = {
  username: string
  phone: string | null
  phoneConsent: boolean
  phoneVerified: boolean
  language: Language | null
  timezone: string | null
}

/** GET /api/me/account. */
export const presentAccount = (facts: AccountFacts): Account => ({
  username: facts.username,
  phone: facts.phone,
  phoneConsent: facts.phoneConsent,
  phoneVerified: facts.phoneVerified,
  language: facts.language ?? DEFAULT_LANGUAGE,
  timezone: facts.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
})
