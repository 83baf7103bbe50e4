import { changePassword, type PasswordPorts } from '../../api/domain/accounts/change-password'
import { dataExportTable } from '../../api/domain/accounts/route-table'
import { deleteAccount } from '../account-deletion'
import { recordMockAudit } from '../audit'
import { selfEvent } from '../audit-events'
import { signInMockBrowser } from '../browser-sign-in'
import { mockExportPorts } from '../data-export'
import { endMockSignIns, saveMockPassword } from '../credentials'
import { checkOwnPassword } from '../own-password'
import { signedInAs, signedInSession, signedInUser } from '../sessions'
import { mockRoute } from './pipeline'
import { mockTable } from './table'

/** The account page's calls (docs/product.md#15-trust): the person's events, their data, their password, their account. */
export const dataRightsHandlers = [
  ...mockTable(dataExportTable, ({ user }) => mockExportPorts(signedInUser(user))),

  mockRoute('changePassword', async (input) => {
    const { user, session, body } = input
    const ports: PasswordPorts<string> = {
      checkOwnPassword: (_id, password, field) => checkOwnPassword(user, signedInSession(session), password, field),
      hashPassword: async (password) => password,
      transaction: (work) =>
        work({
          savePassword: async (userId, password) => saveMockPassword(userId, password),
          endSessions: async (userId) => endMockSignIns(userId),
          recordChanged: async () => recordMockAudit({ action: 'passwordChanged', ...selfEvent(user) }),
        }),
    }
    await changePassword(ports, { userId: user.id, ...body })
    // This browser goes on with a fresh session and device cookie.
    await signInMockBrowser(input, null, signedInAs(user))
    return { body: undefined }
  }),

  mockRoute('deleteAccount', async ({ user, session, body, cookies }) => {
    await checkOwnPassword(user, signedInSession(session), body.password, 'password')
    await deleteAccount(user)
    cookies.session = null
    return { body: undefined }
  }),
]
