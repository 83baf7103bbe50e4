import type { Account, AccountUpdate } from '../../contract/schemas/account'
import { changedAccount, type AccountChanges } from './phone-change'

/** The account page's storage: the account as shown, and its changed fields written. */
export type AccountStore = {
  readAccount(): Promise<Account>
  saveAccount(changes: AccountChanges): Promise<void>
}

/** PATCH /api/me/account: the phone (a new number is unverified), the language and zone; answers the account after. */
export async function updateAccount(store: AccountStore, update: AccountUpdate): Promise<Account> {
  await store.saveAccount(changedAccount(await store.readAccount(), update))
  return store.readAccount()
}
