import { exportDisposition } from '../../api/contract/data-export'
import { OWN_AUDIT_LIMIT } from '../../api/contract/schemas/audit'
import { deleteAccount } from '../account-deletion'
import { recordMockAudit } from '../audit'
import { eventsAbout, selfEvent } from '../audit-events'
import { exportData } from '../data-export'
import { checkOwnPassword } from '../own-password'
import { store } from '../store'
import { mockRoute } from './pipeline'

/** The account page's calls (docs/product.md#15-trust): the person's events, their data, their password, their account. */
export const dataRightsHandlers = [
  mockRoute('myAudit', ({ user }) => ({ body: eventsAbout(user.id, OWN_AUDIT_LIMIT) })),

  mockRoute('exportMyData', ({ user }) => {
    const now = new Date()
    const body = JSON.stringify(exportData(user, now), null, 2)
    recordMockAudit({ action: 'dataExported', ...selfEvent(user) }, now)
    return { body, headers: { 'Content-Disposition': exportDisposition(now) } }
  }),

  mockRoute('changePassword', ({ user, session, body, address }) => {
    checkOwnPassword(user, body.currentPassword, address, 'currentPassword')
    user.password = body.newPassword
    store.sessions = store.sessions.filter((other) => other.userId !== user.id || other.id === session?.id)
    recordMockAudit({ action: 'passwordChanged', ...selfEvent(user) })
    return { body: undefined }
  }),

  mockRoute('deleteAccount', ({ user, body, address }) => {
    checkOwnPassword(user, body.password, address, 'password')
    recordMockAudit({ action: 'accountDeleted', ...selfEvent(user) })
    deleteAccount(user)
    return { body: undefined, sessionCookie: null }
  }),
]
