import { unauthorized } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { withinAttempt, type SignInLimits } from './sign-in-limits'
import { usernameKey } from './usernames'

/** An account as a sign-in reads it: `A` is the store's own row. */
export type SignInPorts<A> = {
  limits: Pick<SignInLimits, 'beginSignIn'>
  findAccount(username: string): Promise<A | null>
  /** The device cookie's nonce when this browser signed in to `account` before, else null. */
  deviceNonce(account: A): string | null
  /** Whether `password` is the account's; null (no account) still costs a check, so timing tells nothing. */
  passwordMatches(account: A | null, password: string): Promise<boolean>
  recordFailed(account: A): Promise<void>
  recordSignedIn(account: A): Promise<void>
}

/**
 * A sign-in (docs/product.md#4-accounts-and-sessions): the limits are counted before the password,
 * so a locked account answers 429 even to the right one; only an existing account's failures are
 * recorded, so a typed username is never kept. Answers the account; the session is the adapter's.
 */
export async function logIn<A>(
  ports: SignInPorts<A>,
  { username, password, address }: { username: string; password: string; address: string },
): Promise<A> {
  const account = await ports.findAccount(username)
  const attempt = await ports.limits.beginSignIn({
    usernameKey: usernameKey(username),
    address,
    deviceNonce: account ? ports.deviceNonce(account) : null,
  })
  const valid = await withinAttempt(attempt, () => ports.passwordMatches(account, password))
  if (!account || !valid) {
    if (account) await ports.recordFailed(account)
    throw unauthorized(messages.invalidCredentials)
  }
  await attempt.succeeded()
  await ports.recordSignedIn(account)
  return account
}
