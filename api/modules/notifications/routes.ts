import { notificationsTable } from '../../domain/notifications/route-table'
import { tableRoutes } from '../../http/mount-table'
import { pushOwnerOf } from '../../http/push-owner'
import { pushSubscriptionStore } from '../../notifications/push-subscriptions'
import { inAppStore } from './in-app-store'
import { recordDelivery, stopSmsTo, webhookSecretMatches } from './sms-webhooks'

/** The notifications' table (api/domain/notifications/route-table.ts) over the database and the settings. */
export const notificationRoutes = tableRoutes(notificationsTable, ({ ctx, deps }) => ({
  webhookSecretMatches: (secret) => webhookSecretMatches(secret, deps.config.notify.webhookSecret),
  recordDelivery: (providerId, state) => recordDelivery(deps.db, providerId, state),
  stopSmsTo: (phone, at) => stopSmsTo(deps.db, phone, at),
  pushPublicKey: deps.config.push?.publicKey ?? null,
  pushOwner() {
    const owner = pushOwnerOf(ctx)
    if (!owner) throw new Error('A signed-in request outside a stored session')
    return owner
  },
  push: pushSubscriptionStore(deps.db),
  inApp: inAppStore(deps.db),
}))
