import { createHash, timingSafeEqual } from 'node:crypto'
import type { Knex } from 'knex'
import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { deliveryState, isStop } from '../../domain/notifications/provider-reports'
import type { Handler } from '../../http/handler'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** The path's secret against AT_WEBHOOK_SECRET, in constant time; no secret set: never. */
function requireSecret(given: unknown, expected: string | null): void {
  const matches = typeof given === 'string' && expected !== null && timingSafeEqual(digest(given), digest(expected))
  if (!matches) throw notFound(messages.notFound)
}

/** POST /api/notifications/sms/delivery/:secret: the provider's delivery report for one message. */
export const smsDeliveryReport: Handler<'smsDeliveryReport'> = async ({ params, deps, body }) => {
  requireSecret(params.secret, deps.config.notify.webhookSecret)
  const state = deliveryState(body.status)
  // An unknown id is answered alike: the provider would only retry it.
  if (state) {
    await deps
      .db('notifications')
      .where({ provider_id: body.id, channel: 'sms' })
      .whereIn('state', ['sent', 'delivered'])
      .update({ state })
  }
  return { status: 204, body: undefined }
}

/** SMS updates off for every account with that phone, and when (so /account can say why). */
export async function stopSmsTo(db: Knex, phone: string, now = new Date()): Promise<void> {
  const users = (await db('users').where({ phone }).select('id')) as { id: number }[]
  for (const { id } of users) {
    const stopped = { sms: false, sms_stopped_at: now.toISOString() }
    await db('notification_settings')
      .insert({ user_id: id, push: false, events: '{}', ...stopped })
      .onConflict('user_id')
      .merge(stopped)
  }
}

/** POST /api/notifications/sms/inbound/:secret: an SMS a person sent back; STOP turns SMS off. */
export const smsInbound: Handler<'smsInbound'> = async ({ params, deps, body }) => {
  requireSecret(params.secret, deps.config.notify.webhookSecret)
  if (isStop(body.text)) await stopSmsTo(deps.db, body.from.trim())
  return { status: 204, body: undefined }
}
