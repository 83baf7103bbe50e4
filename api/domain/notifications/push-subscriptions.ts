import { MAX_PUSH_SUBSCRIPTIONS, type PushSubscriptionInput } from '../../contract/schemas/push'

/** A device's subscription as stored: whose it is and which sign-in made it (the owner). */
export type PushSubscriptionRecord = {
  userId: number
  endpoint: string
  p256dh: string
  auth: string
  owner: string
  createdAt: string
}

export type PushSubscriptionPorts = {
  /**
   * Keeps the subscription, replacing any row with the same endpoint: the browser hands the same
   * endpoint to whoever signs in next on the device, and the last sign-in owns it.
   */
  save(record: PushSubscriptionRecord): Promise<void>
  /** The person's subscriptions' endpoints, newest first. */
  endpointsOf(userId: number): Promise<string[]>
  remove(userId: number, endpoints: readonly string[]): Promise<void>
}

/**
 * POST /api/me/push-subscriptions: this device receives the person's pushes until the sign-in that
 * subscribed it ends. Beyond MAX_PUSH_SUBSCRIPTIONS devices the oldest stop receiving them.
 */
export async function subscribePush(
  ports: PushSubscriptionPorts,
  input: { userId: number; owner: string; subscription: PushSubscriptionInput; now: Date },
): Promise<void> {
  const { subscription } = input
  await ports.save({
    userId: input.userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    owner: input.owner,
    createdAt: input.now.toISOString(),
  })
  const beyondLimit = (await ports.endpointsOf(input.userId)).slice(MAX_PUSH_SUBSCRIPTIONS)
  if (beyondLimit.length > 0) await ports.remove(input.userId, beyondLimit)
}
