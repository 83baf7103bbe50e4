import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import type { PushSubscriptionPorts } from '../domain/notifications/push-subscriptions'
import type { PushTarget } from './channels'

type Db = Knex | Knex.Transaction

/** The unique key of an endpoint (the text itself may be 1 KB, too long for a portable unique index). */
const endpointKey = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex')

/** The push_subscriptions table behind api/domain/notifications/push-subscriptions.ts. */
export function pushSubscriptionStore(db: Db): PushSubscriptionPorts {
  return {
    async save(record) {
      const row = {
        user_id: record.userId,
        endpoint: record.endpoint,
        endpoint_key: endpointKey(record.endpoint),
        p256dh: record.p256dh,
        auth: record.auth,
        owner: record.owner,
        created_at: record.createdAt,
      }
      await db('push_subscriptions').insert(row).onConflict('endpoint_key').merge()
    },
    async endpointsOf(userId) {
      const rows = (await db('push_subscriptions')
        .where({ user_id: userId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select('endpoint')) as { endpoint: string }[]
      return rows.map((row) => row.endpoint)
    },
    async remove(userId, endpoints) {
      await db('push_subscriptions')
        .where({ user_id: userId })
        .whereIn('endpoint_key', endpoints.map(endpointKey))
        .delete()
    },
  }
}

/** Where the worker sends a person's pushes: each of their devices. */
export async function pushTargetsOf(db: Db, userId: number): Promise<(PushTarget & { id: number })[]> {
  return (await db('push_subscriptions')
    .where({ user_id: userId })
    .select('id', 'endpoint', 'p256dh', 'auth')) as (PushTarget & {
    id: number
  })[]
}

/** A subscription the push service reported gone (the PushChannel's 'gone'). */
export async function dropPushSubscription(db: Db, id: number): Promise<void> {
  await db('push_subscriptions').where({ id }).delete()
}

/** Password change, password reset, account deletion: no device receives the account's pushes any more. */
export async function endPushSubscriptionsOf(db: Db, userId: number): Promise<void> {
  await db('push_subscriptions').where({ user_id: userId }).delete()
}

/** Logout: the subscriptions this sign-in made end with it (api/http/push-owner.ts names it). */
export async function endPushSubscriptionsOwnedBy(db: Db, owner: string): Promise<void> {
  await db('push_subscriptions').where({ owner }).delete()
}

/** The same person signed in again on this browser: the earlier sign-in's subscriptions are the new one's. */
export async function movePushSubscriptions(db: Db, from: string, to: string): Promise<void> {
  await db('push_subscriptions').where({ owner: from }).update({ owner: to })
}
