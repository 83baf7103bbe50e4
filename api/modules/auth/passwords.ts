import type { AppDeps } from '../../http/handler'
import { burnPasswordTime, hashPassword, verifyPassword } from '../../security/passwords'

/**
 * Whether the password is the account's, hashed in the server's pool (503 when its queue is full).
 * A missing account or one without a password pays for a hash all the same: the answer's time
 * tells nothing about which usernames exist.
 */
export async function checkPassword(deps: AppDeps, password: string, storedHash: string | null): Promise<boolean> {
  if (storedHash) return verifyPassword(password, storedHash, deps.deriveKey)
  await burnPasswordTime(password, deps.deriveKey)
  return false
}

export function hashNewPassword(deps: AppDeps, password: string): Promise<string> {
  return hashPassword(password, deps.deriveKey)
}
