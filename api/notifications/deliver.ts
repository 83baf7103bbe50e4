import type { Knex } from 'knex'
import { CODE_EVENTS, type NotificationEvent } from '../contract/schemas/notifications'
import { dayStartIn, SENT_STATES } from '../domain/notifications/daily-cap'
import { prepareUpdate, type UpdateReads } from '../domain/notifications/prepare-update'
import { linkPath } from '../domain/notifications/templates'
import type { Cipher } from '../security/cipher'
import type { PushChannel, SmsChannel } from './channels'
import { settle, type ClaimedRow } from './claim'
import { settingsOf } from './settings-of'

export type DeliveryDeps = {
  db: Knex
  cipher: Cipher
  sms: SmsChannel | null
  push: PushChannel | null
  publicOrigin: string
  dailyCap: number
  onError?: (rowId: number, error: unknown) => void
}

type Recipient = {
  phone: string | null
  phone_verified: boolean | number
  timezone: string | null
  deleted_at: string | null
}

const isCode = (event: string) => (CODE_EVENTS as readonly string[]).includes(event)

/** SMS already sent to the person since midnight in their zone, codes aside (api/domain/notifications/daily-cap.ts). */
async function smsSentToday(db: Knex, userId: number, zone: string, now: Date): Promise<number> {
  const midnight = dayStartIn(zone, now).toISOString()
  const row = (await db('notifications')
    .where({ user_id: userId, channel: 'sms' })
    .whereIn('state', SENT_STATES)
    .whereNotIn('event', CODE_EVENTS)
    .where('sent_at', '>=', midnight)
    .count({ count: '*' })
    .first()) as { count: number | string }
  return Number(row.count)
}

async function waitingRequests(db: Knex, userId: number): Promise<number> {
  const row = (await db('bookings')
    .join('professionals', 'professionals.id', 'bookings.professional_id')
    .where({ 'professionals.user_id': userId, 'bookings.status': 'pending' })
    .count({ count: '*' })
    .first()) as { count: number | string }
  return Number(row.count)
}

/** A code's text and the phone it goes to (the one being verified, perhaps not verified yet). */
async function codeMessage(deps: DeliveryDeps, row: ClaimedRow) {
  const code = (await deps
    .db('phone_codes')
    .where({ id: Number(row.subject.split(':')[1]) })
    .first('phone')) as { phone: string | null } | undefined
  const text = row.body_encrypted && deps.cipher.openMessage(row.body_encrypted, row.subject)
  return code?.phone && text ? { to: code.phone, text } : null
}

async function sendCode(deps: DeliveryDeps, row: ClaimedRow, now: Date): Promise<void> {
  const message = await codeMessage(deps, row)
  if (!message || !deps.sms) return settle(deps.db, row, { state: 'skipped' })
  const { providerId } = await deps.sms.send({ ...message, event: row.event, bookingId: null })
  await settle(deps.db, row, { state: 'sent', providerId, sentAt: now.toISOString() })
}

async function sendPush(deps: DeliveryDeps, row: ClaimedRow, event: NotificationEvent): Promise<string | null> {
  const targets = (await deps.db('push_subscriptions').where({ user_id: row.user_id })) as {
    id: number
    endpoint: string
    p256dh: string
    auth: string
  }[]
  const payload = {
    event,
    bookingId: row.booking_id,
    url: linkPath(event, row.booking_id),
    userId: row.user_id,
    tag: `${event}:${row.subject}`,
  }
  // All devices at once, so a row takes one call's timeout however many devices the person has.
  const results = await Promise.allSettled(targets.map((target) => deps.push!.send(target, payload)))
  const answered = (answer: 'sent' | 'gone') => (result: PromiseSettledResult<'sent' | 'gone'>) =>
    result.status === 'fulfilled' && result.value === answer
  const gone = targets.filter((_, index) => answered('gone')(results[index]!))
  if (gone.length > 0)
    await deps
      .db('push_subscriptions')
      .whereIn(
        'id',
        gone.map((target) => target.id),
      )
      .delete()
  // A retry goes to every device again: it is for a push that reached none, not one that reached some.
  const failed = results.find((result) => result.status === 'rejected')
  if (failed && !results.some(answered('sent'))) throw failed.reason
  return null
}

/** The worker's reads of what an update's decision and text depend on. */
const updateReads = (db: Knex): UpdateReads => ({
  async recipient(userId) {
    const user = (await db('users')
      .where({ id: userId })
      .first('phone', 'phone_verified', 'timezone', 'deleted_at')) as Recipient | undefined
    if (!user || user.deleted_at !== null) return null
    return { phone: user.phone, phoneVerified: !!user.phone_verified, timezone: user.timezone }
  },
  async session(bookingId) {
    const booking = (await db('bookings').where({ id: bookingId }).first('status', 'starts_at')) as
      { status: string; starts_at: string | Date } | undefined
    return booking ? { status: booking.status, startsAt: new Date(booking.starts_at) } : null
  },
  waitingRequests: (userId) => waitingRequests(db, userId),
  settings: (userId) => settingsOf(db, userId),
  smsSentToday: (userId, zone, now) => smsSentToday(db, userId, zone, now),
})

/** Decides and sends one claimed update message (api/domain/notifications/prepare-update.ts). */
async function sendUpdate(deps: DeliveryDeps, row: ClaimedRow, now: Date): Promise<void> {
  const { db } = deps
  const channel = row.channel === 'sms' ? deps.sms : deps.push
  const due = {
    userId: row.user_id,
    channel: row.channel,
    event: row.event,
    bookingId: row.booking_id,
    language: row.language,
  }
  const prepared =
    channel && (await prepareUpdate(updateReads(db), due, { origin: deps.publicOrigin, dailyCap: deps.dailyCap, now }))
  if (!prepared) return settle(db, row, { state: 'skipped' })
  const { decision, text, phone } = prepared
  if (!decision.send) {
    return 'holdUntil' in decision
      ? settle(db, row, { state: 'pending', scheduledAt: decision.holdUntil.toISOString(), tried: false })
      : settle(db, row, { state: 'skipped' })
  }
  const providerId =
    row.channel === 'push'
      ? await sendPush(deps, row, row.event as NotificationEvent)
      : (await deps.sms!.send({ to: phone!, text, event: row.event as NotificationEvent, bookingId: row.booking_id }))
          .providerId
  await settle(db, row, { state: 'sent', providerId, sentAt: now.toISOString() })
}

export const MAX_ATTEMPTS = 5

/** Sends one claimed row; a failure is tried again later (30 s, 1, 2, 4 min), then marked failed. */
export async function deliver(deps: DeliveryDeps, row: ClaimedRow, now: Date): Promise<void> {
  try {
    if (isCode(row.event)) await sendCode(deps, row, now)
    else await sendUpdate(deps, row, now)
  } catch (error) {
    // The row's id and the error's name: never the text or the number.
    deps.onError?.(row.id, error)
    if (row.attempts >= MAX_ATTEMPTS) return settle(deps.db, row, { state: 'failed' })
    const later = new Date(+now + 30_000 * 2 ** (row.attempts - 1)).toISOString()
    await settle(deps.db, row, { state: 'pending', scheduledAt: later, tried: true })
  }
}
