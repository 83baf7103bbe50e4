import { listNotifications, readNotifications } from '../../domain/notifications/in-app'
import { subscribePush } from '../../domain/notifications/push-subscriptions'
import { handle, type RouteEntry } from '../../http/handler'
import { pushOwnerOf } from '../../http/push-owner'
import { signedIn } from '../../http/signed-in'
import { pushSubscriptionStore } from '../../notifications/push-subscriptions'
import { inAppStore } from './in-app-store'
import { smsDeliveryReport, smsInbound } from './sms-webhooks'

/**
 * The SMS provider's webhooks, this device's web push subscription and the in-app list of messages
 * (docs/product.md#16-notifications).
 */
export const notificationRoutes: readonly RouteEntry[] = [
  handle('smsDeliveryReport', smsDeliveryReport),
  handle('smsInbound', smsInbound),

  handle('pushPublicKey', async ({ deps }) => ({ body: { publicKey: deps.config.push?.publicKey ?? null } })),

  handle('subscribePush', async ({ ctx, deps, user, body }) => {
    const owner = pushOwnerOf(ctx)
    if (!owner) throw new Error('A signed-in request outside a stored session')
    await subscribePush(pushSubscriptionStore(deps.db), {
      userId: signedIn(user).id,
      owner,
      subscription: body,
      now: new Date(),
    })
    return { status: 201, body: { endpoint: body.endpoint } }
  }),

  handle('unsubscribePush', async ({ deps, user, body }) => {
    await pushSubscriptionStore(deps.db).remove(signedIn(user).id, [body.endpoint])
    return { status: 204, body: undefined }
  }),

  handle('myNotifications', async ({ deps, user, query }) => ({
    body: await listNotifications(inAppStore(deps.db), signedIn(user).id, query),
  })),

  handle('readNotifications', async ({ deps, user, body }) => ({
    body: await readNotifications(inAppStore(deps.db), { userId: signedIn(user).id, upTo: body.upTo, now: new Date() }),
  })),
]
