import { messages } from '../../contract/messages'
import { confirmPasswordReset, requestPasswordReset } from '../../domain/accounts/password-reset'
import { clientAddress } from '../../http/client-address'
import { signInThisBrowser } from '../../http/browser-sign-in'
import { handle } from '../../http/handler'
import { passwordResetPorts } from './reset-ports'

/**
 * A way back into a forgotten account (docs/product.md#4-accounts-and-sessions). The browser that
 * reset is signed in under a fresh session and device cookie: it just proved the phone and chose
 * the password, as a sign-in would.
 */
export const passwordResetRoutes = [
  handle('requestPasswordReset', async ({ ctx, deps, body }) => {
    await requestPasswordReset(passwordResetPorts(deps, ctx), { username: body.username, address: clientAddress(ctx) })
    return { status: 202, body: { message: messages.resetCodeSent } }
  }),

  handle('confirmPasswordReset', async ({ ctx, deps, body }) => {
    const { userId, credentialVersion } = await confirmPasswordReset(passwordResetPorts(deps, ctx), body)
    await signInThisBrowser(ctx, deps, { id: userId, credentialVersion })
    return { status: 204, body: undefined }
  }),
]
