import { CODE_EVENTS } from '../../contract/schemas/notifications'
import { instantOf, todayIn } from '../../contract/time'

/**
 * SMS cost money: past this many in one of the person's days (from their local midnight), further
 * update SMS that day are dropped. Codes do not count and are never dropped. NOTIFY_DAILY_CAP.
 */
export const DEFAULT_DAILY_CAP = 10

/** The states of an SMS that went out: what the daily cap counts. */
export const SENT_STATES = ['sent', 'delivered'] as const

/** Where the person's day began: their local midnight, from which the cap counts. */
export function dayStartIn(zone: string, now: Date): Date {
  return instantOf(todayIn(zone, now), '00:00', zone)
}

/** Whether a message counts toward the daily cap: an update SMS that went out since the day began. */
export function countsTowardCap(
  message: { channel: string; event: string; state: string; sentAt: string | null },
  dayStart: Date,
): boolean {
  return (
    message.channel === 'sms' &&
    !(CODE_EVENTS as readonly string[]).includes(message.event) &&
    (SENT_STATES as readonly string[]).includes(message.state) &&
    message.sentAt !== null &&
    Date.parse(message.sentAt) >= +dayStart
  )
}
