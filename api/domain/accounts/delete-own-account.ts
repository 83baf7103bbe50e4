import type { Role } from '../../contract/schemas/auth'
import { eraseAccount, type ErasureStore } from './account-deletion'
import { forgetResetCounters } from './phone-codes'
import type { Counters, SignInLimits } from './sign-in-limits'
import { usernameKey } from './usernames'

/** What deleting one's own account needs of each side besides the erasure's store. */
export type OwnDeletionPorts = {
  /** The signed-in person's proof: 400 on `field` when wrong, 429 past the session's tries. */
  checkOwnPassword(userId: number, password: string, field: string): Promise<void>
  /** The username the account's counters are kept under, read before the erasure clears it. */
  countedAs(userId: number): Promise<{ username: string }>
  /** The erasure's writes, in one transaction (the mocks' lock stands for it). */
  transaction(work: (store: ErasureStore) => Promise<void>): Promise<void>
  signInLimits: Pick<SignInLimits, 'forgetUsername'>
  counters: Pick<Counters, 'resetsPerUsername' | 'resetFailuresPerUsername'>
  /** After the commit: no copy of the erased words left in the database's files. */
  flushErased(): Promise<void>
  /** This browser's session ends with the account. */
  endSession(): void
}

/**
 * DELETE /api/me: with the password once more, the account and what it wrote are erased at once,
 * the counters kept under its name are forgotten (its phone's are not: phoneCounterKey), and this
 * browser is signed out.
 */
export async function deleteOwnAccount(
  ports: OwnDeletionPorts,
  { account, password, now }: { account: { id: number; role: Role }; password: string; now: Date },
): Promise<void> {
  await ports.checkOwnPassword(account.id, password, 'password')
  const { username } = await ports.countedAs(account.id)
  await ports.transaction((store) => eraseAccount(store, { account, now }))
  await ports.signInLimits.forgetUsername(usernameKey(username))
  await forgetResetCounters(ports.counters, usernameKey(username))
  await ports.flushErased()
  ports.endSession()
}
