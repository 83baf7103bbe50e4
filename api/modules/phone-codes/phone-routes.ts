import { messages } from '../../contract/messages'
import { sendPhoneCode, verifyPhone } from '../../domain/accounts/phone-verification'
import { clientAddress } from '../../http/client-address'
import { handle } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { findAccount, presentAccount } from '../account'
import { phoneVerificationPorts } from './code-ports'

/** The phone on /account proven with a code by SMS (docs/product.md#4-accounts-and-sessions). */
export const phoneVerificationRoutes = [
  handle('sendPhoneCode', async ({ ctx, deps, user }) => {
    await sendPhoneCode(phoneVerificationPorts(deps), { userId: signedIn(user).id, address: clientAddress(ctx) })
    return { status: 202, body: { message: messages.codeSent } }
  }),

  handle('verifyPhone', async ({ deps, user, body }) => {
    const userId = signedIn(user).id
    await verifyPhone(phoneVerificationPorts(deps), { userId, code: body.code })
    return { body: presentAccount(await findAccount(deps.db, userId)) }
  }),
]
