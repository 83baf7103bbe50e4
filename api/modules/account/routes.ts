import { accountTable, type AccountPorts } from '../../domain/accounts/route-table'
import { eventsAbout } from '../../db/audit-reads'
import { tableRoutes } from '../../http/mount-table'
import { ownPasswordCheck } from '../../http/own-password'
import { signedIn } from '../../http/signed-in'
import { passwordTable } from '../../domain/accounts/credentials-table'
import { signInThisBrowser } from '../../http/browser-sign-in'
import { passwordPorts } from './change-password'
import { findAccount, presentAccount, saveAccount } from './account-page'
import { codeStore } from '../phone-codes'

/**
 * The account page: what the person has told us about themselves (their phone and the consent to
 * share it; a new number with the password), their last events and their password.
 */
export const accountRoutes = [
  ...tableRoutes(accountTable, ({ ctx, deps, user }): AccountPorts => {
    const userId = () => signedIn(user).id
    return {
      readAccount: async () => presentAccount(await findAccount(deps.db, userId())),
      saveAccount: (changes) => saveAccount(deps.db, userId(), changes),
      checkOwnPassword: ownPasswordCheck(ctx, deps),
      codes: codeStore(deps.db, deps.cipher),
      now: () => new Date(),
      events: (limit) => eventsAbout(deps.db, userId(), limit),
    }
  }),
  ...tableRoutes(passwordTable<string>(), ({ ctx, deps, user }) => ({
    ...passwordPorts(ctx, deps, signedIn(user)),
    signInBrowser: (account) => signInThisBrowser(ctx, deps, account),
  })),
]
