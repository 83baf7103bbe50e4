import { exportDisposition } from '../../contract/data-export'
import { unauthorized } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { User } from '../../contract/schemas/auth'
import { OWN_AUDIT_LIMIT, type AuditEvent } from '../../contract/schemas/audit'
import { signedInCaller, type RouteTable } from '../route-table'
import { signOutBrowser, type BrowserSignOutPorts, type SignedInAs } from './browser-sign-in'
import { exportData, type ExportPorts } from './export-data'
import { logIn, type SignInPorts } from './log-in'
import { registerAccount, type RegistrationPorts } from './register'
import { updateAccount, type AccountUpdatePorts } from './update-account'

/** What the account page's routes need of each side's storage, for the signed-in account. */
export type AccountPorts = AccountUpdatePorts & {
  /** The account's events, newest first, `limit` of them. */
  events(limit: number): Promise<AuditEvent[]>
}

/** The account page: what the person told us about themselves and their last events (docs/product.md#15-trust). */
export const accountTable: RouteTable<AccountPorts, 'myAccount' | 'updateAccount' | 'myAudit'> = {
  myAccount: async (ports) => ({ body: await ports.readAccount() }),
  updateAccount: async (ports, { caller, body }) => ({
    body: await updateAccount(ports, { userId: signedInCaller(caller).id, update: body }),
  }),
  myAudit: async (ports) => ({ body: await ports.events(OWN_AUDIT_LIMIT) }),
}

/** The person takes their data with them (docs/product.md#15-trust): one JSON file, dated. */
export const dataExportTable: RouteTable<ExportPorts, 'exportMyData'> = {
  async exportMyData(ports, { caller }) {
    const now = new Date()
    const data = await exportData(ports, { person: signedInCaller(caller), now })
    return { body: JSON.stringify(data, null, 2), headers: { 'Content-Disposition': exportDisposition(now) } }
  },
}

/**
 * What signing in and out needs of each side: the caller, the use cases' ports (`A`: the store's
 * account row, `H`: its password hash) and this browser's session (api/domain/accounts/browser-sign-in.ts).
 * Each route builds only the ports it uses: who is signed in is asked at every start of the app.
 */
export type AuthPorts<A, H> = {
  /** The caller's network address, which the limits count. */
  address: string
  /** The signed-in caller as the API shows them; null signed out. */
  currentUser: User | null
  signIn(): SignInPorts<A>
  /** A registration's ports; the new account as the API shows it. */
  registration(): RegistrationPorts<H, User>
  /** An account that signed in, as the API shows it and at the version of its password. */
  signedIn(account: A): { user: User; as: SignedInAs }
  /** This browser signed in as the account (signInBrowser). */
  signInBrowser(account: SignedInAs): Promise<void>
  signOut(): BrowserSignOutPorts
}

/** Who is signed in, signing in, registering and logging out (docs/product.md#4-accounts-and-sessions). */
export const authTable = <A, H>(): RouteTable<AuthPorts<A, H>, 'currentUser' | 'login' | 'register' | 'logout'> => ({
  async currentUser(ports) {
    if (!ports.currentUser) throw unauthorized(messages.notSignedIn)
    return { body: ports.currentUser }
  },
  async login(ports, { body }) {
    const account = await logIn(ports.signIn(), {
      username: body.username,
      password: body.password,
      address: ports.address,
    })
    const { user, as } = ports.signedIn(account)
    await ports.signInBrowser(as)
    return { body: user }
  },
  async register(ports, { body }) {
    const user = await registerAccount(ports.registration(), { address: ports.address, input: body })
    // A new account's password is its first: version 0.
    await ports.signInBrowser({ id: user.id, credentialVersion: 0 })
    return { status: 201, body: user }
  },
  async logout(ports) {
    await signOutBrowser(ports.signOut())
    return { status: 204, body: undefined }
  },
})
