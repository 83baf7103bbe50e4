import { messages } from '../../api/contract/messages'
import {
  confirmPasswordReset,
  requestPasswordReset,
  type PasswordResetPorts,
} from '../../api/domain/accounts/password-reset'
import { sendPhoneCode, verifyPhone, type PhoneVerificationPorts } from '../../api/domain/accounts/phone-verification'
import { recordMockAudit } from '../audit'
import { signInMockBrowser } from '../browser-sign-in'
import { selfEvent } from '../audit-events'
import { endMockSignIns, saveMockPassword } from '../credentials'
import { presentAccount } from '../present'
import { findUserByUsername } from '../repo'
import { signedInAs } from '../sessions'
import { store, type UserRow } from '../store'
import { mockCodePorts } from '../stores/code-store'
import { mockRoute } from './pipeline'

const verificationPorts = (user: UserRow): PhoneVerificationPorts => ({
  ...mockCodePorts(),
  owner: async () => presentAccount(user),
  async markVerified(_userId, phone) {
    if (user.phone === phone) user.phoneVerified = true
  },
})

const resetPorts = (): PasswordResetPorts<string> => ({
  ...mockCodePorts(),
  async findAccount(username) {
    const user = findUserByUsername(username)
    if (!user || user.deletedAt) return null
    const { phone, phoneVerified, language } = presentAccount(user)
    return { id: user.id, phone, phoneVerified, language }
  },
  // Answers take no measurable time apart in a browser's mocks; the server waits (api/modules/password-reset).
  settle: async () => {},
  hashPassword: async (password) => password,
  transaction: (work) =>
    work({
      savePassword: async (userId, password) => saveMockPassword(userId, password),
      endSignIns: async (userId) => endMockSignIns(userId),
      async recordReset(userId) {
        const user = store.users.find((row) => row.id === userId)!
        recordMockAudit({ action: 'passwordReset', ...selfEvent(user) })
      },
    }),
})

/** The verified phone and the way back into a forgotten account (docs/product.md#4-accounts-and-sessions). */
export const phoneCodeHandlers = [
  mockRoute('sendPhoneCode', async ({ user, address }) => {
    await sendPhoneCode(verificationPorts(user), { userId: user.id, address })
    return { status: 202, body: { message: messages.codeSent } }
  }),

  mockRoute('verifyPhone', async ({ user, body }) => {
    await verifyPhone(verificationPorts(user), { userId: user.id, code: body.code })
    return { body: presentAccount(user) }
  }),

  mockRoute('requestPasswordReset', async ({ body, address }) => {
    await requestPasswordReset(resetPorts(), { username: body.username, address })
    return { status: 202, body: { message: messages.resetCodeSent } }
  }),

  mockRoute('confirmPasswordReset', async (input) => {
    const { body } = input
    const { userId } = await confirmPasswordReset(resetPorts(), body)
    const user = store.users.find((row) => row.id === userId)!
    await signInMockBrowser(input, null, signedInAs(user))
    return { body: undefined, status: 204 }
  }),
]
