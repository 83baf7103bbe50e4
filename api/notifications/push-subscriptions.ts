import type { Knex } from 'knex'

/** Ends every push subscription of the account (a reset or a password change ends every sign-in). */
export async function endPushSubscriptionsOf(db: Knex, userId: number): Promise<void> {
  await db('push_subscriptions').where({ user_id: userId }).delete()
}
