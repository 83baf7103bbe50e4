import { listNotifications, readNotifications } from '../../api/domain/notifications/in-app'
import { subscribePush } from '../../api/domain/notifications/push-subscriptions'
import { mockInApp } from '../in-app-notifications'
import { MOCK_VAPID_PUBLIC_KEY, mockPushSubscriptions } from '../push-subscriptions'
import { signedInSession } from '../sessions'
import { notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { isStop } from '../../api/domain/notifications/provider-reports'
import { FIXTURE_SMS_WEBHOOK_SECRET } from '../../api/fixtures/demo'
import { stopMockSms } from '../notifications'
import { mockRoute } from './pipeline'

/**
 * The SMS provider's webhooks. No provider reaches a browser: the mocks answer them for a fixed
 * development secret, so the contract suite runs them on both sides.
 */
function requireSecret(secret: string | undefined): void {
  if (secret !== FIXTURE_SMS_WEBHOOK_SECRET) throw notFound(messages.notFound)
}

export const notificationHandlers = [
  mockRoute('smsDeliveryReport', ({ params }) => {
    requireSecret(params.secret)
    // The mocks send nothing through a provider: no message has its id.
    return { status: 204, body: undefined }
  }),
  mockRoute('smsInbound', async ({ params, body }) => {
    requireSecret(params.secret)
    if (isStop(body.text)) await stopMockSms(body.from.trim())
    return { status: 204, body: undefined }
  }),

  mockRoute('pushPublicKey', () => ({ body: { publicKey: MOCK_VAPID_PUBLIC_KEY } })),

  mockRoute('subscribePush', async ({ user, session, body }) => {
    const owner = signedInSession(session).id
    await subscribePush(mockPushSubscriptions, { userId: user.id, owner, subscription: body, now: new Date() })
    return { status: 201, body: { endpoint: body.endpoint } }
  }),

  mockRoute('unsubscribePush', async ({ user, body }) => {
    await mockPushSubscriptions.remove(user.id, [body.endpoint])
    return { status: 204, body: undefined }
  }),

  mockRoute('myNotifications', async ({ user, query }) => ({
    body: await listNotifications(mockInApp, user.id, query),
  })),

  mockRoute('readNotifications', async ({ user, body }) => ({
    body: await readNotifications(mockInApp, { userId: user.id, upTo: body.upTo, now: new Date() }),
  })),
]
