import { changedAccount } from '../../domain/accounts/phone-change'
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
    await saveAccount(deps.db, userId, changedAccount(presentAccount(await findAccount(deps.db, userId)), body))
    return { body: presentAccount(await findAccount(deps.db, userId)) }
  }),

  handle('myAudit', async ({ deps, user }) => ({
    body: await eventsAbout(deps.db, signedIn(user).id, OWN_AUDIT_LIMIT),
  })),

  handle('changePassword', changePassword),
]
