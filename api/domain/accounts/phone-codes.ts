import { ApiError, badRequest } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Language } from '../../contract/schemas/language'
import type { CodeEvent } from '../../contract/schemas/notifications'
import { CODE_TRIES } from '../../contract/schemas/phone-codes'
import { codeMessage, type CodePurpose } from './code-message'
import type { Counter, Counters } from './sign-in-limits'

/** A phone_codes row: the newest unused code of a purpose is the only one that counts. */
export type StoredCode = {
  id: number
  userId: number
  phone: string | null
  codeHash: string
  tries: number
  expiresAt: string
  usedAt: string | null
}

export type NewCode = Omit<StoredCode, 'id' | 'tries' | 'usedAt'> & { purpose: CodePurpose; createdAt: string }

/** The SMS that carries a code: an outbox row (subject `code:<id>`) the notification worker sends. */
export type CodeSms = { event: CodeEvent; language: Language; text: string }

/**
 * Server-only capabilities: six digits from a CSPRNG, and a keyed hash of them. A fast keyed hash
 * (HMAC-SHA256 with a server secret) is enough: a code has a million values, 5 tries and 10
 * minutes, so the hash only keeps a copy of the database from reading live codes; a slow hash
 * would add nothing the tries do not already bound.
 */
export type CodeSecrets = {
  newCode(): string
  hashCode(code: string): Promise<string>
  /**
   * A phone number as its counters are stored: a keyed hash, so the counters can outlive a
   * deleted account that named the number without keeping the number.
   */
  hashPhone(phone: string): Promise<string>
}

export type CodeStore = {
  /** Keeps the hashed code and, when given, queues its SMS, in one transaction; answers the code's id. */
  issue(code: NewCode, sms: CodeSms | null): Promise<number>
  newest(userId: number, purpose: CodePurpose): Promise<StoredCode | null>
  /** Counts one try of the code in one step, unless it has had `most`; false then. */
  takeTry(codeId: number, most: number): Promise<boolean>
  /** Marks the code used; false when another request used it first. */
  use(codeId: number, at: string): Promise<boolean>
}

export type CodeLimits = {
  codesPerPhone: Counter
  codeFailuresPerPhone: Counter
}

export type CodePorts = {
  secrets: CodeSecrets
  codes: CodeStore
  limits: CodeLimits
  now(): Date
}

const invalid = () => badRequest(messages.codeInvalid, { code: messages.codeInvalid })

/**
 * The key of a phone's code counters (codes sent, wrong codes) for one purpose. A number may be on
 * several accounts (a family's one phone) and anyone may put it on theirs, unverified: what they
 * spend asking and guessing verification codes must not stop the codes that reset the password of
 * the account that proved the number. The counters belong to the phone, not to an account: a
 * deletion leaves them to run out with their hour, else registering with someone's number, asking
 * for codes and deleting, over and over, would flood that phone with SMS.
 */
export const phoneCounterKey = async (secrets: Pick<CodeSecrets, 'hashPhone'>, purpose: CodePurpose, phone: string) =>
  `${purpose}:${await secrets.hashPhone(phone)}`

export const isTooMany = (error: unknown) => error instanceof ApiError && error.status === 429

/** Writes a new code for the phone and its SMS in the person's language; answers the code (for an admin to read out). */
export async function issueCode(
  ports: Pick<CodePorts, 'secrets' | 'codes' | 'now'>,
  {
    userId,
    purpose,
    phone,
    language,
    minutes,
    send,
  }: { userId: number; purpose: CodePurpose; phone: string | null; language: Language; minutes: number; send: boolean },
): Promise<string> {
  const code = ports.secrets.newCode()
  const now = ports.now()
  const sms: CodeSms | null = send
    ? { event: purpose === 'verify' ? 'phoneCode' : 'resetCode', language, text: codeMessage(purpose, code, language) }
    : null
  await ports.codes.issue(
    {
      userId,
      purpose,
      phone,
      codeHash: await ports.secrets.hashCode(code),
      expiresAt: new Date(+now + minutes * 60_000).toISOString(),
      createdAt: now.toISOString(),
    },
    sms,
  )
  return code
}

/**
 * The newest live code of the purpose, if `code` is it: a wrong one costs the code one of its 5
 * tries and its phone one of the hour's failures (429 past them, even for the right code, so
 * guessing across codes gains nothing); missing, used, expired, out of tries or sent to another
 * number than `phone` is 400, all alike. `phone` is the number a code may count from now: the
 * account's phone for verifying it, its verified phone for a reset (resetPhone), null without one.
 * A code sent to no number (an admin's reset code) is bound to none.
 */
export async function checkCode(
  ports: CodePorts,
  { userId, purpose, code, phone }: { userId: number; purpose: CodePurpose; code: string; phone: string | null },
): Promise<StoredCode> {
  const stored = await ports.codes.newest(userId, purpose)
  const live =
    stored &&
    stored.usedAt === null &&
    stored.tries < CODE_TRIES &&
    Date.parse(stored.expiresAt) > +ports.now() &&
    (stored.phone === null || stored.phone === phone)
  if (!live) throw invalid()
  // The phone's failure and the code's try are taken before the code is compared, each in one
  // step: guesses sent at once cannot all find them unspent. The right code gives the failure back.
  const phoneKey = stored.phone && (await phoneCounterKey(ports.secrets, purpose, stored.phone))
  if (phoneKey) await ports.limits.codeFailuresPerPhone.take(phoneKey, messages.tooManyCodeTries)
  const right =
    (await ports.codes.takeTry(stored.id, CODE_TRIES)) && (await ports.secrets.hashCode(code)) === stored.codeHash
  if (!right) throw invalid()
  if (phoneKey) await ports.limits.codeFailuresPerPhone.giveBack(phoneKey)
  if (!(await ports.codes.use(stored.id, ports.now().toISOString()))) throw invalid()
  return stored
}

/**
 * The number a reset code goes to, and while it is still the account's, counts from: the verified
 * phone, or none. A code read off a stolen SIM dies when the owner takes the number off the account.
 */
export const resetPhone = (account: { phone: string | null; phoneVerified: boolean }): string | null =>
  account.phoneVerified ? account.phone : null

/**
 * Voids the account's outstanding reset code when what it stood on changes: a changed or cleared
 * phone voids a code sent by SMS (for good, should the number come back), a new password any code,
 * an admin's too (it was given to replace the password now replaced). Only the newest code counts,
 * so it is the one marked used.
 */
export async function voidResetCode(
  ports: Pick<CodePorts, 'codes' | 'now'>,
  { userId, change }: { userId: number; change: 'phone' | 'password' },
): Promise<void> {
  const newest = await ports.codes.newest(userId, 'reset')
  if (!newest || newest.usedAt !== null) return
  if (change === 'phone' && newest.phone === null) return
  await ports.codes.use(newest.id, ports.now().toISOString())
}

/**
 * A deleted account's reset counters, which name its username: nothing of it is kept. Its phone's
 * counters stay (phoneCounterKey), under a keyed hash that names no number.
 */
export async function forgetResetCounters(
  counters: Pick<Counters, 'resetsPerUsername' | 'resetFailuresPerUsername'>,
  usernameKey: string,
): Promise<void> {
  await counters.resetsPerUsername.forget(usernameKey)
  await counters.resetFailuresPerUsername.forget(usernameKey)
}
