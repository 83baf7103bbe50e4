import { messages } from '../../contract/messages'
import type { Account } from '../../contract/schemas/account'
import { signedInCaller, type RouteTable } from '../route-table'
import type { SignedInAs } from './browser-sign-in'
import { changePassword, type PasswordPorts } from './change-password'
import { deleteOwnAccount, type OwnDeletionPorts } from './delete-own-account'
import { confirmPasswordReset, requestPasswordReset, type PasswordResetPorts } from './password-reset'
import { sendPhoneCode, verifyPhone, type PhoneVerificationPorts } from './phone-verification'

/** This browser signed in again after its password changed (api/domain/accounts/browser-sign-in.ts). */
type SignsIn = { signInBrowser(account: SignedInAs): Promise<void> }

/**
 * A new password with the current one (docs/product.md#15-trust): every other sign-in ends, and
 * this browser goes on under a new session and device cookie. `H` is a password as the store keeps it.
 */
export const passwordTable = <H>(): RouteTable<PasswordPorts<H> & SignsIn, 'changePassword'> => ({
  async changePassword(ports, { caller, body }) {
    const { id } = signedInCaller(caller)
    const credentialVersion = await changePassword(ports, { userId: id, ...body })
    await ports.signInBrowser({ id, credentialVersion })
    return { status: 204, body: undefined }
  },
})

/** What the codes by SMS need of each side; each route builds only the ports it uses. */
export type PhoneCodePorts<H> = SignsIn & {
  /** The caller's network address, which the limits count. */
  address: string
  verification(): PhoneVerificationPorts
  /** The signed-in account as its page shows it. */
  readAccount(): Promise<Account>
  reset(): PasswordResetPorts<H>
}

/**
 * The verified phone and the way back into a forgotten account (docs/product.md#4-accounts-and-sessions).
 * The browser that reset is signed in: it just proved the phone and chose the password, as a sign-in would.
 */
export const phoneCodesTable = <H>(): RouteTable<
  PhoneCodePorts<H>,
  'sendPhoneCode' | 'verifyPhone' | 'requestPasswordReset' | 'confirmPasswordReset'
> => ({
  async sendPhoneCode(ports, { caller }) {
    await sendPhoneCode(ports.verification(), { userId: signedInCaller(caller).id, address: ports.address })
    return { status: 202, body: { message: messages.codeSent } }
  },
  async verifyPhone(ports, { caller, body }) {
    await verifyPhone(ports.verification(), { userId: signedInCaller(caller).id, code: body.code })
    return { body: await ports.readAccount() }
  },
  async requestPasswordReset(ports, { body }) {
    await requestPasswordReset(ports.reset(), { username: body.username, address: ports.address })
    return { status: 202, body: { message: messages.resetCodeSent } }
  },
  async confirmPasswordReset(ports, { body }) {
    const { userId, credentialVersion } = await confirmPasswordReset(ports.reset(), {
      ...body,
      address: ports.address,
    })
    await ports.signInBrowser({ id: userId, credentialVersion })
    return { status: 204, body: undefined }
  },
})

/** The person deletes their own account (docs/product.md#15-trust). */
export const deletionTable: RouteTable<OwnDeletionPorts, 'deleteAccount'> = {
  async deleteAccount(ports, { caller, body }) {
    await deleteOwnAccount(ports, { account: signedInCaller(caller), password: body.password, now: new Date() })
    return { status: 204, body: undefined }
  },
}
