import { createHash, timingSafeEqual } from 'node:crypto'
import type { Knex } from 'knex'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** The path's secret against AT_WEBHOOK_SECRET, in constant time; no secret set: never. */
export function webhookSecretMatches(given: string, expected: string | null): boolean {
  return expected !== null && timingSafeEqual(digest(given), digest(expected))
}

/** The provider's delivery report for one message, by its id; only a message still sent or delivered moves. */
export async function recordDelivery(db: Knex, providerId: string, state: 'delivered' | 'failed'): Promise<void> {
  await db('notifications')
    .where({ provider_id: providerId, channel: 'sms' })
    .whereIn('state', ['sent', 'delivered'])
    .update({ state })
}

/** SMS updates off for every account with that phone, and when (so /account can say why). */
export async function stopSmsTo(db: Knex, phone: string, now: Date): Promise<void> {
  const users = (await db('users').where({ phone }).select('id')) as { id: number }[]
  for (const { id } of users) {
    const stopped = { sms: false, sms_stopped_at: now.toISOString() }
    await db('notification_settings')
      .insert({ user_id: id, push: false, events: '{}', ...stopped })
      .onConflict('user_id')
      .merge(stopped)
  }
}
