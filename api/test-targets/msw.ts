import { server } from '../../mocks/node'
import { insert, resetStore, store } from '../../mocks/store'
import { setLicenceClock } from '../../mocks/licence-clock'
import { demoVerification } from '../domain/verification/demo-verification'
import { wallClockIn } from '../contract/time'
import type { ContractTarget } from './types'

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
        createdAt: at,
        readAt: null,
      })
      return row.id
    },
    pushEndpointsOf: async (userId) =>
      store.pushSubscriptions.filter((row) => row.userId === userId).map((row) => row.endpoint),
    close: async () => {
      server.close()
    },
  }
}
