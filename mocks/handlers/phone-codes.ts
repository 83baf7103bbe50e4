import { phoneCodesTable } from '../../api/domain/accounts/credentials-table'
import type { PasswordResetPorts } from '../../api/domain/accounts/password-reset'
import type { PhoneVerificationPorts } from '../../api/domain/accounts/phone-verification'
import { recordMockAudit } from '../audit'
import { signInMockBrowser } from '../browser-sign-in'
import { selfEvent } from '../audit-events'
import { endMockSignIns, saveMockPassword } from '../credentials'
import { presentAccount } from '../present'
import { findUserByUsername } from '../repo'
import { signedInUser } from '../sessions'
import { store, type UserRow } from '../store'
import { mockCodePorts } from '../stores/code-store'
import { mockTable } from './table'

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
export const phoneCodeHandlers = mockTable(phoneCodesTable<string>(), (input) => {
  const { user, address } = input
  return {
    address,
    verification: () => verificationPorts(signedInUser(user)),
    readAccount: async () => presentAccount(signedInUser(user)),
    reset: resetPorts,
    signInBrowser: (account) => signInMockBrowser(input, account),
  }
})
