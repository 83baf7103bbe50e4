import type { Knex } from 'knex'
import { sortName } from '../../domain/professionals/directory'
import { conflict } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Role } from '../../contract/schemas/auth'
import type { RegisterInput } from '../../contract/schemas/register'
import { DEFAULT_ACCOUNT_TIMEZONE, DEFAULT_LANGUAGE } from '../../contract/schemas/language'
import { usernameKey, usernameSkeleton } from '../../domain/accounts/usernames'
import { isUniqueViolation } from '../../db/unique-violation'
import { replaceDirectoryTerms } from '../../db/search-columns'
import type { UserRow } from '../../http/session-user'

export { findAccount, legacyUsernameKey, signedInAs, type AccountRow } from './accounts-by-name'

/** Whether an account has this username's key or its look-alike skeleton. */
export async function usernameTaken(db: Knex, username: string): Promise<boolean> {
  const taken = await db('users')
    .where('username_key', usernameKey(username))
    .orWhere('username_skeleton', usernameSkeleton(username))
    .first('id')
  return taken !== undefined
}

type NewAccount = Pick<RegisterInput, 'username' | 'title' | 'phone' | 'phoneConsent' | 'language' | 'timezone'> & {
  /** `admin` only from `npm run admin -- create` (api/modules/auth/create-admin.ts), never from the API. */
  role: Role
  passwordHash: string | null
}

/** A user and, for a professional, its directory profile at once (fullName = username, unverified). */
export async function insertAccount(trx: Knex.Transaction, account: NewAccount, now: Date): Promise<UserRow> {
  const createdAt = now.toISOString()
  const user = {
    username: account.username,
    username_key: usernameKey(account.username),
    username_skeleton: usernameSkeleton(account.username),
    password_hash: account.passwordHash,
    role: account.role,
    title: account.title ?? null,
    phone: account.phone ?? null,
    // The contract refuses a phone without consent; consent without a phone means nothing.
    phone_consent: !!account.phone && account.phoneConsent === true,
    language: account.language ?? DEFAULT_LANGUAGE,
    timezone: account.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
    created_at: createdAt,
  }
  const [inserted] = await trx('users').insert(user).returning<{ id: number }[]>('id')
  const id = Number(inserted!.id)
  if (account.role === 'professional' && account.title) {
    const professional = {
      user_id: id,
      username: account.username,
      full_name: account.username,
      sort_name: sortName(account.username),
      title: account.title,
      is_verified: false,
      created_at: createdAt,
      updated_at: createdAt,
    }
    const [row] = await trx('professionals').insert(professional).returning<{ id: number }[]>('id')
    await replaceDirectoryTerms(trx, {
      id: Number(row!.id),
      fullName: account.username,
      username: account.username,
      title: account.title,
      bio: null,
      location: null,
      languages: [],
      specialties: [],
    })
  }
  return { id, username: user.username, role: user.role, title: user.title }
}

/** Registers an account; a username taken in any case or look-alike form is 409, even when two race. */
export async function createAccount(db: Knex, account: NewAccount, now = new Date()): Promise<UserRow> {
  try {
    return await db.transaction((trx) => insertAccount(trx, account, now))
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.usernameTaken, { username: messages.usernameTaken })
    throw error
  }
}
