import { badRequest } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Language } from '../../contract/schemas/language'
import { CODE_MINUTES } from '../../contract/schemas/phone-codes'
import { checkCode, isTooMany, issueCode, phoneCounterKey, resetPhone, type CodePorts } from './phone-codes'
import type { Counter } from './sign-in-limits'
import { usernameKey } from './usernames'

export type ResetAccount = { id: number; phone: string | null; phoneVerified: boolean; language: Language }

/** What a reset writes once its code is right, in one transaction. `H` is a password as the store keeps it. */
export type ResetStore<H> = {
  /** Keeps the new password under the next credential version, which it answers. */
  savePassword(userId: number, password: H): Promise<number>
  /** Ends every session, device cookie (through the version) and push subscription of the account. */
  endSignIns(userId: number): Promise<void>
  recordReset(userId: number): Promise<void>
}

export type PasswordResetPorts<H> = CodePorts & {
  limits: CodePorts['limits'] & {
    resetsPerUsername: Counter
    resetsPerAddress: Counter
    resetFailuresPerUsername: Counter
  }
  findAccount(username: string): Promise<ResetAccount | null>
  /**
   * Resolves no sooner than a fixed time after `startedAt`: what a request costs varies with what
   * it found (a lookup only, or a code and an SMS written), the answer's time must not.
   */
  settle(startedAt: Date): Promise<void>
  hashPassword(password: string): Promise<H>
  transaction<T>(work: (store: ResetStore<H>) => Promise<T>): Promise<T>
}

/** A counter's point, or false when it is spent: the per-name and per-phone limits drop a send silently. */
async function tookPoint(counter: Counter, key: string): Promise<boolean> {
  try {
    await counter.take(key, messages.tooManyCodes)
    return true
  } catch (error) {
    if (isTooMany(error)) return false
    throw error
  }
}

/**
 * POST /api/password-reset (docs/product.md#4-accounts-and-sessions): the same 202 for any name,
 * at the same time. Only the address's limit answers 429, for every name alike; the username's
 * and the phone's drop the SMS and say nothing. The name's point is taken for unknown names too.
 */
export async function requestPasswordReset<H>(
  ports: PasswordResetPorts<H>,
  { username, address }: { username: string; address: string },
): Promise<void> {
  const startedAt = ports.now()
  await ports.limits.resetsPerAddress.take(address, messages.tooManyCodes)
  const account = await ports.findAccount(username)
  const nameAllowed = await tookPoint(ports.limits.resetsPerUsername, usernameKey(username))
  const phone = account && resetPhone(account)
  if (
    account &&
    phone &&
    nameAllowed &&
    (await tookPoint(ports.limits.codesPerPhone, await phoneCounterKey(ports.secrets, 'reset', phone)))
  ) {
    await issueCode(ports, {
      userId: account.id,
      purpose: 'reset',
      phone,
      language: account.language,
      minutes: CODE_MINUTES,
      send: true,
    })
  } else {
    // The same hashing as a send, so the path without one is not the quicker by it.
    await ports.secrets.hashCode(ports.secrets.newCode())
  }
  await ports.settle(startedAt)
}

/**
 * POST /api/password-reset/confirm: the newest reset code of the account (by SMS to the phone it
 * still has verified, or from an admin) sets a new password; the credential version goes up, so
 * every session and device cookie ends. A wrong code counts against the code, its phone and the
 * name's wrong codes of the hour, never the username's sign-in counter. Every name's wrong codes
 * count alike, known or not, with a phone or without, so the 429 past them tells nothing of the
 * account. Each confirmation counts against the address's limit with the requests (429 past it,
 * for any name alike), so no one address tries codes on every name it knows. Answers the account
 * and its new version, under which the adapter signs this browser in.
 */
export async function confirmPasswordReset<H>(
  ports: PasswordResetPorts<H>,
  { username, code, newPassword, address }: { username: string; code: string; newPassword: string; address: string },
): Promise<{ userId: number; credentialVersion: number }> {
  await ports.limits.resetsPerAddress.take(address, messages.tooManyCodes)
  const nameKey = usernameKey(username)
  await ports.limits.resetFailuresPerUsername.take(nameKey, messages.tooManyCodeTries)
  const account = await ports.findAccount(username)
  if (!account) throw badRequest(messages.codeInvalid, { code: messages.codeInvalid })
  await checkCode(ports, { userId: account.id, purpose: 'reset', code, phone: resetPhone(account) })
  await ports.limits.resetFailuresPerUsername.giveBack(nameKey)
  const password = await ports.hashPassword(newPassword)
  const credentialVersion = await ports.transaction(async (store) => {
    const version = await store.savePassword(account.id, password)
    await store.endSignIns(account.id)
    await store.recordReset(account.id)
    return version
  })
  return { userId: account.id, credentialVersion }
}
