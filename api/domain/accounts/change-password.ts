import { voidResetCode, type CodePorts } from './phone-codes'

/** What a password change writes, inside one transaction. `H` is a password as the store keeps it. */
export type PasswordStore<H> = {
  /** Keeps the new password and raises the account's credential version; answers the new version. */
  savePassword(userId: number, password: H): Promise<number>
  /** Ends every session of the account (sign-ins still in flight fail on the version). */
  endSessions(userId: number): Promise<void>
  recordChanged(userId: number): Promise<void>
}

export type PasswordPorts<H> = Pick<CodePorts, 'codes' | 'now'> & {
  /** The signed-in person's proof: 400 on `field` when wrong, 429 past the session's tries. */
  checkOwnPassword(userId: number, password: string, field: string): Promise<void>
  hashPassword(password: string): Promise<H>
  transaction<T>(work: (store: PasswordStore<H>) => Promise<T>): Promise<T>
}

/**
 * With the current password, a new one (docs/product.md#15-trust): the credential version goes up,
 * so every other session and device cookie of the account is void, and so is a reset code asked
 * for before. Answers the new version, under which the adapter signs this browser in again.
 */
export async function changePassword<H>(
  ports: PasswordPorts<H>,
  { userId, currentPassword, newPassword }: { userId: number; currentPassword: string; newPassword: string },
): Promise<number> {
  await ports.checkOwnPassword(userId, currentPassword, 'currentPassword')
  const password = await ports.hashPassword(newPassword)
  const version = await ports.transaction(async (store) => {
    const saved = await store.savePassword(userId, password)
    await store.endSessions(userId)
    await store.recordChanged(userId)
    return saved
  })
  // After the new password is in: a code asked for from now on is a reset of this one.
  await voidResetCode(ports, { userId, change: 'password' })
  return version
}
