import type { AppDeps } from '../../http/handler'
import { burnPasswordTime, hashPassword, verifyPassword } from '../../security/passwords'

/**
 * Whether the password is the account's, through the hashing queue (503 when it is full). A
 * missing account or one without a password pays for a hash all the same: the answer's time tells
 * nothing about which usernames exist.
 */
export function checkPassword(deps: AppDeps, password: string, storedHash: string | null): Promise<boolean> {
  return deps.hashing.run(() =>
    storedHash ? verifyPassword(password, storedHash) : burnPasswordTime(password).then(() => false),
  )
}

export function hashNewPassword(deps: AppDeps, password: string): Promise<string> {
  return deps.hashing.run(() => hashPassword(password))
}
