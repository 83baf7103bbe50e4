import { badRequest } from '../api/contract/errors'
import { messages } from '../api/contract/messages'
import { usernameKey } from '../api/contract/usernames'
import { beginSignIn } from './sign-in-limits'
import type { UserRow } from './store'

/**
 * Proves the signed-in person knows the account's password before it changes or goes. A wrong
 * one counts as a failed sign-in (429 once over the limits) and is 400 on `field`.
 */
export function checkOwnPassword(user: UserRow, password: string, address: string, field: string): void {
  const attempt = beginSignIn({ usernameKey: usernameKey(user.username), address, deviceNonce: null })
  if (user.password === null || user.password !== password) {
    throw badRequest(messages.passwordIncorrect, { [field]: messages.passwordIncorrect })
  }
  attempt.succeeded()
}
