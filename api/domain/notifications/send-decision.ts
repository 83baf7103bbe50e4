import type { NotificationChannel, NotificationSettingsInput } from '../../contract/schemas/notifications'
import { CODE_EVENTS } from '../../contract/schemas/notifications'
import { quietUntil } from './quiet-hours'

/** What the worker knows of a due row when it decides. */
export type DueMessage = {
  channel: NotificationChannel
  event: string
  recipient: { phone: string | null; phoneVerified: boolean; zone: string }
  settings: NotificationSettingsInput
  /** The booking a message is about, as it is now; null for none (or gone). */
  session: { status: string; startsAt: Date } | null
  /** For a new request's message: how many of the professional's requests are still pending. */
  waiting: number
  /** SMS already sent to the person since their local midnight. */
  sentToday: number
  dailyCap: number
  now: Date
}

export type SendDecision =
  | { send: true }
  | { send: false; skip: 'switchedOff' | 'noPhone' | 'sessionGone' | 'dailyCap' }
  | { send: false; holdUntil: Date }

const isCode = (event: string) => (CODE_EVENTS as readonly string[]).includes(event)
const isReminder = (event: string) => event === 'reminder24h' || event === 'reminder1h'
/** Messages that say a session will happen: true only while it is confirmed and still ahead. */
const promisesSession = (event: string) => isReminder(event) || event === 'accepted'

/**
 * Whether a due message goes now (docs/product.md#16-notifications): codes always; a new request's
 * only while a request is still waiting; other messages when the person's settings allow the
 * channel and the event, an SMS only to a verified phone; reminders and a confirmation only while
 * the session is still confirmed and ahead (a confirmation held overnight must not tell of a
 * session cancelled meanwhile); reminders never held by quiet hours, the rest held until they
 * end; past the daily cap an SMS is dropped, but for a reminder.
 */
export function sendDecision(message: DueMessage): SendDecision {
  const { channel, event, recipient, settings } = message
  if (isCode(event)) return { send: true }
  // Answered before the message went: nothing is waiting any more.
  if (event === 'newRequest' && message.waiting === 0) return { send: false, skip: 'sessionGone' }
  const switchedOn = (settings.events as Record<string, boolean>)[event] !== false
  if (!switchedOn || (channel === 'sms' && !settings.sms) || (channel === 'push' && !settings.push)) {
    return { send: false, skip: 'switchedOff' }
  }
  if (channel === 'sms' && (!recipient.phone || !recipient.phoneVerified)) return { send: false, skip: 'noPhone' }
  const { session, now } = message
  if (promisesSession(event) && !(session?.status === 'confirmed' && +session.startsAt > +now)) {
    return { send: false, skip: 'sessionGone' }
  }
  if (!isReminder(event)) {
    const until = quietUntil(now, settings.quietHours, recipient.zone)
    if (until) return { send: false, holdUntil: until }
  }
  // A reminder is at most two a session: a busy thread's notices must not use up the day and drop it.
  if (channel === 'sms' && !isReminder(event) && message.sentToday >= message.dailyCap) {
    return { send: false, skip: 'dailyCap' }
  }
  return { send: true }
}
