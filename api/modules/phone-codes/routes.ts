import { phoneCodesTable } from '../../domain/accounts/credentials-table'
import { signInThisBrowser } from '../../http/browser-sign-in'
import { clientAddress } from '../../http/client-address'
import { tableRoutes } from '../../http/mount-table'
import { signedIn } from '../../http/signed-in'
import { findAccount, presentAccount } from '../account'
import { phoneVerificationPorts } from './code-ports'
import { passwordResetPorts } from './reset-ports'

/** Codes sent by SMS: the phone's verification and the password reset (docs/product.md#4-accounts-and-sessions). */
export const phoneCodeRoutes = tableRoutes(phoneCodesTable<string>(), ({ ctx, deps, user }) => ({
  address: clientAddress(ctx),
  verification: () => phoneVerificationPorts(deps),
  readAccount: async () => presentAccount(await findAccount(deps.db, signedIn(user).id)),
  reset: () => passwordResetPorts(deps, ctx),
  signInBrowser: (account) => signInThisBrowser(ctx, deps, account),
}))
