import { notificationsTable } from '../../api/domain/notifications/route-table'
import { FIXTURE_SMS_WEBHOOK_SECRET } from '../../api/fixtures/demo'
import { mockInApp } from '../in-app-notifications'
import { stopMockSms } from '../notifications'
import { MOCK_VAPID_PUBLIC_KEY, mockPushSubscriptions } from '../push-subscriptions'
import { signedInSession } from '../sessions'
import { mockTable } from './table'

/**
 * The notifications' table over the store. No SMS provider reaches a browser: the webhooks take a
 * fixed development secret, so the contract suite runs them on both sides.
 */
export const notificationHandlers = mockTable(notificationsTable, ({ session }) => ({
  webhookSecretMatches: (secret) => secret === FIXTURE_SMS_WEBHOOK_SECRET,
  // The mocks send nothing through a provider: no message has its id.
  recordDelivery: async () => {},
  stopSmsTo: (phone, at) => stopMockSms(phone, at),
  pushPublicKey: MOCK_VAPID_PUBLIC_KEY,
  pushOwner: () => signedInSession(session).id,
  push: mockPushSubscriptions,
  inApp: mockInApp,
}))
