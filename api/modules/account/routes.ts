import type { AccountChanges } from '../../domain/accounts/phone-change'
import { updateAccount } from '../../domain/accounts/update-account'
import { OWN_AUDIT_LIMIT } from '../../contract/schemas/audit'
import { eventsAbout } from '../../db/audit-reads'
import { handle } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { changePassword } from './change-password'
import { findAccount, presentAccount, saveAccount } from '../../db/account-page'

/**
 * The account page: what the person has told us about themselves (their phone and the consent to
 * share it), their last events and their password.
 */
export const accountRoutes = [
  handle('myAccount', async ({ deps, user }) => ({
    body: presentAccount(await findAccount(deps.db, signedIn(user).id)),
  })),

  handle('updateAccount', async ({ deps, user, body }) => {
    const userId = signedIn(user).id
    const store = {
      readAccount: async () => presentAccount(await findAccount(deps.db, userId)),
      saveAccount: (changes: AccountChanges) => saveAccount(deps.db, userId, changes),
    }
    return { body: await updateAccount(store, body) }
  }),

  handle('myAudit', async ({ deps, user }) => ({
    body: await eventsAbout(deps.db, signedIn(user).id, OWN_AUDIT_LIMIT),
  })),

  handle('changePassword', changePassword),
]
