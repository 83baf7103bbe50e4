import { badRequest } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Account, AccountUpdate } from '../../contract/schemas/account'
import { changedAccount, takesNewPhone, type AccountChanges } from './phone-change'
import { voidResetCode, type CodePorts } from './phone-codes'

/** The account page's storage: the account as shown, and its changed fields written. */
export type AccountStore = {
  readAccount(): Promise<Account>
  saveAccount(changes: AccountChanges): Promise<void>
}

export type AccountUpdatePorts = AccountStore &
  Pick<CodePorts, 'codes' | 'now'> & {
    /** The signed-in person's proof: 400 on `field` when wrong, 429 past the session's tries. */
    checkOwnPassword(userId: number, password: string, field: string): Promise<void>
  }

/**
 * PATCH /api/me/account: the phone (a new number is unverified, and needs the password; a changed
 * or cleared one voids a reset code sent by SMS), the language and zone; answers the account after.
 * Nothing is saved when refused.
 */
export async function updateAccount(
  ports: AccountUpdatePorts,
  { userId, update }: { userId: number; update: AccountUpdate },
): Promise<Account> {
  const current = await ports.readAccount()
  const changes = changedAccount(current, update)
  if (takesNewPhone(current, changes)) {
    if (!update.password) {
      throw badRequest(messages.phonePasswordRequired, { password: messages.phonePasswordRequired })
    }
    await ports.checkOwnPassword(userId, update.password, 'password')
  }
  await ports.saveAccount(changes)
  if (changes.phone !== current.phone) await voidResetCode(ports, { userId, change: 'phone' })
  return ports.readAccount()
}
