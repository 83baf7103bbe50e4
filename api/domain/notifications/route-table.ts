import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { signedInCaller, type RouteTable } from '../route-table'
import { listNotifications, readNotifications, type InAppPorts } from './in-app'
import { deliveryState, isStop } from './provider-reports'
import { subscribePush, type PushSubscriptionPorts } from './push-subscriptions'
import { saveSettings, settingsOf, type SettingsPorts } from './settings'

/** What the notifications' routes need of each side. */
export type NotificationPorts = {
  /** Whether a webhook's path carries the provider's secret (the server compares in constant time). */
  webhookSecretMatches(secret: string): boolean
  /** A delivery report for the SMS the provider knows by this id; an unknown id changes nothing. */
  recordDelivery(providerId: string, state: 'delivered' | 'failed'): Promise<void>
  /** SMS updates off for every account with that phone, and when, every other setting kept. */
  stopSmsTo(phone: string, at: Date): Promise<void>
  /** The VAPID key the app subscribes with; null when this side sends no pushes. */
  pushPublicKey: string | null
  /** The sign-in this request was made in, as a push subscription's owner names it. */
  pushOwner(): string
  push: PushSubscriptionPorts
  inApp: InAppPorts
}

type NotificationRoute =
  | 'smsDeliveryReport'
  | 'smsInbound'
  | 'pushPublicKey'
  | 'subscribePush'
  | 'unsubscribePush'
  | 'myNotifications'
  | 'readNotifications'

/** A wrong or missing secret is answered exactly like an unknown path. */
function requireSecret(ports: NotificationPorts, secret: string | undefined): void {
  if (secret === undefined || !ports.webhookSecretMatches(secret)) throw notFound(messages.notFound)
}

/**
 * The SMS provider's webhooks, this device's web push subscription and the in-app list of messages
 * (docs/product.md#16-notifications), for both adapters.
 */
export const notificationsTable: RouteTable<NotificationPorts, NotificationRoute> = {
  async smsDeliveryReport(ports, { params, body }) {
    requireSecret(ports, params.secret)
    const state = deliveryState(body.status)
    // An unknown id is answered alike: the provider would only retry it.
    if (state) await ports.recordDelivery(body.id, state)
    return { status: 204, body: undefined }
  },
  async smsInbound(ports, { params, body }) {
    requireSecret(ports, params.secret)
    if (isStop(body.text)) await ports.stopSmsTo(body.from.trim(), new Date())
    return { status: 204, body: undefined }
  },
  pushPublicKey: async (ports) => ({ body: { publicKey: ports.pushPublicKey } }),
  async subscribePush(ports, { caller, body }) {
    const userId = signedInCaller(caller).id
    await subscribePush(ports.push, { userId, owner: ports.pushOwner(), subscription: body, now: new Date() })
    return { status: 201, body: { endpoint: body.endpoint } }
  },
  async unsubscribePush(ports, { caller, body }) {
    await ports.push.remove(signedInCaller(caller).id, [body.endpoint])
    return { status: 204, body: undefined }
  },
  myNotifications: async (ports, { caller, query }) => ({
    body: await listNotifications(ports.inApp, signedInCaller(caller).id, query),
  }),
  readNotifications: async (ports, { caller, body }) => ({
    body: await readNotifications(ports.inApp, { userId: signedInCaller(caller).id, upTo: body.upTo, now: new Date() }),
  }),
}

/** Which updates a person gets, and how (docs/product.md#16-notifications), for both adapters. */
export const notificationSettingsTable: RouteTable<
  SettingsPorts,
  'myNotificationSettings' | 'saveNotificationSettings'
> = {
  myNotificationSettings: async (ports, { caller }) => ({ body: await settingsOf(ports, signedInCaller(caller).id) }),
  saveNotificationSettings: async (ports, { caller, body }) => ({
    body: await saveSettings(ports, signedInCaller(caller).id, body),
  }),
}
