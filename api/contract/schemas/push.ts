import * as v from 'valibot'
import { messages } from '../messages'
import { isPublicPushEndpoint } from '../push-endpoint'

/** A person's devices that receive pushes; a new one beyond this drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10
/** The browser's subscription is a few hundred bytes; 4 KB is many times that. */
export const PUSH_SUBSCRIPTION_BODY_LIMIT = 4 * 1024

const PushEndpoint = v.pipe(v.string(), v.check(isPublicPushEndpoint, messages.pushEndpointInvalid))

/**
 * POST /api/me/push-subscriptions: PushSubscription.toJSON() as the browser gives it. p256dh is the
 * device's P-256 public key (65 bytes, uncompressed, base64url), auth its 16-byte secret.
 */
export const PushSubscriptionInput = v.strictObject({
  endpoint: PushEndpoint,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.strictObject({
    p256dh: v.pipe(v.string(), v.regex(/^B[A-Za-z0-9_-]{86}$/, messages.pushEndpointInvalid)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/, messages.pushEndpointInvalid)),
  }),
})
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionInput>

export const PushSubscriptionSaved = v.strictObject({ endpoint: v.string() })

/** DELETE /api/me/push-subscriptions: this device's subscription, named by its endpoint. */
export const PushUnsubscribe = v.strictObject({ endpoint: v.pipe(v.string(), v.maxLength(2048)) })

/** GET /api/push/public-key: the VAPID key the app subscribes with; null when the server sends no pushes. */
export const PushPublicKey = v.strictObject({ publicKey: v.nullable(v.string()) })
export type PushPublicKey = v.InferOutput<typeof PushPublicKey>
