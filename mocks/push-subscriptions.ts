import type { PushSubscriptionPorts } from '../api/domain/notifications/push-subscriptions'
import { store } from './store'

/**
 * A P-256 public key whose private half nobody keeps: the browser subscribes with it as with the
 * server's (so the settings switch works on mocks), and no push can ever be signed for it.
 */
export const MOCK_VAPID_PUBLIC_KEY =
  'BCSgbld2wePzHTMuwZUj5GpgUT0rP6dfWTMTsDvZi3qB7Azgrw3ckVccOhDFu1rHivJvmY3KEgPeY9P2x_WyPZU'

/** The mocks' push_subscriptions, behind api/domain/notifications/push-subscriptions.ts. */
export const mockPushSubscriptions: PushSubscriptionPorts = {
  async save(record) {
    store.pushSubscriptions = [record, ...store.pushSubscriptions.filter((row) => row.endpoint !== record.endpoint)]
  },
  async endpointsOf(userId) {
    return store.pushSubscriptions.filter((row) => row.userId === userId).map((row) => row.endpoint)
  },
  async remove(userId, endpoints) {
    store.pushSubscriptions = store.pushSubscriptions.filter(
      (row) => row.userId !== userId || !endpoints.includes(row.endpoint),
    )
  },
}

/** Password change and account deletion: no device receives the account's pushes any more. */
export function endMockPushSubscriptionsOf(userId: number): void {
  store.pushSubscriptions = store.pushSubscriptions.filter((row) => row.userId !== userId)
}

/** Logout: the subscriptions this session made. */
export function endMockPushSubscriptionsOwnedBy(owner: string): void {
  store.pushSubscriptions = store.pushSubscriptions.filter((row) => row.owner !== owner)
}

/** The same person signed in again on this browser: the earlier session's subscriptions are the new one's. */
export function moveMockPushSubscriptions(from: string, to: string): void {
  for (const row of store.pushSubscriptions) if (row.owner === from) row.owner = to
}
