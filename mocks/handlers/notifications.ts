import { listNotifications, readNotifications } from '../../api/domain/notifications/in-app'
import { subscribePush } from '../../api/domain/notifications/push-subscriptions'
import { mockInApp } from '../in-app-notifications'
import { MOCK_VAPID_PUBLIC_KEY, mockPushSubscriptions } from '../push-subscriptions'
import { signedInSession } from '../sessions'
import { mockRoute } from './pipeline'

export const notificationHandlers = [
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
