import { accountTable, type AccountPorts } from '../../domain/accounts/route-table'
import { eventsAbout } from '../../db/audit-reads'
import { handle } from '../../http/handler'
import { tableRoutes } from '../../http/mount-table'
import { signedIn } from '../../http/signed-in'
import { changePassword } from './change-password'
import { findAccount, presentAccount, saveAccount } from './account-page'

/**
 * The account page: what the person has told us about themselves (their phone and the consent to
 * share it), their last events and their password.
 */
export const accountRoutes = [
  ...tableRoutes(accountTable, ({ deps, user }): AccountPorts => {
    const userId = () => signedIn(user).id
    return {
      readAccount: async () => presentAccount(await findAccount(deps.db, userId())),
      saveAccount: (changes) => saveAccount(deps.db, userId(), changes),
      events: (limit) => eventsAbout(deps.db, userId(), limit),
    }
  }),
  handle('changePassword', changePassword),
]
