import { server } from '../../mocks/node'
import { insert, resetStore, store } from '../../mocks/store'
import { setLicenceClock } from '../../mocks/licence-clock'
import { demoVerification } from '../domain/verification/demo-verification'
import { wallClockIn } from '../contract/time'
import type { ContractTarget } from './types'
import { ADMIN_RESET_CODE_HOURS } from '../contract/schemas/phone-codes'
import { issueCode } from '../domain/accounts/phone-codes'
import { findUserByUsername } from '../../mocks/repo'
import { memoryCodeStore, mockCodeSecrets } from '../../mocks/stores/code-store'

/** The MSW handlers in this process: global fetch to http://localhost is answered by the mocks. */
export async function start(): Promise<ContractTarget> {
  resetStore()
  server.listen({ onUnhandledRequest: 'error' })
  return {
    name: 'msw',
    baseUrl: 'http://localhost',
    capabilities: { browserSecurityHeaders: false, processesPhotos: false, interleavesRequests: false },
    seedProfessionals: async (profiles) => {
      const now = new Date()
      const createdAt = now.toISOString()
      for (const { username, isVerified, ...profile } of profiles) {
        const user = insert('users', { username, password: null, role: 'professional', createdAt })
        const { id } = insert('professionals', { ...profile, userId: user.id, photoHash: null })
        if (isVerified) {
          store.verifications.push({
            ...demoVerification(id, profile.location, now),
            professionalId: id,
            checkedBy: null,
          })
        }
      }
    },
    moveBookingStart: async (bookingId, startsAt) => {
      const booking = store.bookings.find((row) => row.id === bookingId)!
      Object.assign(booking, { ...wallClockIn(startsAt, booking.timezone), startsAt: startsAt.toISOString() })
    },
    setLicenceClock,
    sentCode: async (phone) => {
      const code = store.phoneCodes.filter((row) => row.phone === phone).at(-1)
      const sms = code && store.notifications.find((row) => row.subject === `code:${code.id}`)
      return sms?.text ? (/\b(\d{6})\b/.exec(sms.text)?.[1] ?? null) : null
    },
    expireCodes: async (phone) => {
      for (const code of store.phoneCodes.filter((row) => row.phone === phone)) {
        code.expiresAt = new Date(Date.now() - 1000).toISOString()
      }
    },
    adminResetCode: async (username) => {
      const user = findUserByUsername(username)!
      return issueCode(
        { secrets: mockCodeSecrets, codes: memoryCodeStore, now: () => new Date() },
        {
          userId: user.id,
          purpose: 'reset',
          phone: null,
          language: 'en',
          minutes: ADMIN_RESET_CODE_HOURS * 60,
          send: false,
        },
      )
    },
    createAdmin: async (username, password) => {
      insert('users', { username, password, role: 'admin', createdAt: new Date().toISOString() })
    },
    storageContains: async (text) => JSON.stringify(store).includes(text),
    insertAppNotification: async (username, { event, bookingId }) => {
      const user = store.users.find((row) => row.username === username)!
      const at = new Date().toISOString()
      const row = insert('notifications', {
        userId: user.id,
        channel: 'app',
        event,
        subject: `test:${crypto.randomUUID()}`,
        bookingId,
        language: 'en',
        state: 'sent',
        text: null,
        scheduledAt: at,
        createdAt: at,
        readAt: null,
      })
      return row.id
    },
    auditRowsAbout: async (targetType, targetId) =>
      store.auditEvents
        .filter((row) => row.targetType === targetType && row.targetId === targetId)
        .map((row) => ({ action: row.action, stored: JSON.stringify(row) })),
    pushEndpointsOf: async (userId) =>
      store.pushSubscriptions.filter((row) => row.userId === userId).map((row) => row.endpoint),
    close: async () => {
      server.close()
    },
  }
}
