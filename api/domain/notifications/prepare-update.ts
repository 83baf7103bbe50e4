import { DEFAULT_TIMEZONE } from '../../contract/schemas/bookings'
import type {
  NotificationChannel,
  NotificationEvent,
  NotificationSettingsInput,
} from '../../contract/schemas/notifications'
import { sendDecision, type SendDecision } from './send-decision'
import { linkPath, messageText, type MessageLanguage } from './templates'

/** What deciding and writing one update reads: the server's tables or the mocks' arrays. */
export type UpdateReads = {
  /** The person it goes to; null once their account is gone or deleted. */
  recipient(userId: number): Promise<{ phone: string | null; phoneVerified: boolean; timezone: string | null } | null>
  /** The booking it is about, as it is now; null once gone. */
  session(bookingId: number): Promise<{ status: string; startsAt: Date } | null>
  /** How many of the professional's requests are pending. */
  waitingRequests(userId: number): Promise<number>
  settings(userId: number): Promise<NotificationSettingsInput>
  /** Update SMS sent to the person since `dayStart` (api/domain/notifications/daily-cap.ts). */
  smsSentToday(userId: number, zone: string, now: Date): Promise<number>
}

/** An update message of the outbox, due now. */
export type DueUpdate = {
  userId: number
  channel: NotificationChannel
  event: string
  bookingId: number | null
  language: string
}

export type PreparedUpdate = { decision: SendDecision; text: string; phone: string | null }

/**
 * Whether a due update goes now (sendDecision) and its text in the person's language, from what
 * is true when it is due (docs/product.md#16-notifications); null when no one is left to tell.
 * The server's worker and the mocks both call it.
 */
export async function prepareUpdate(
  reads: UpdateReads,
  row: DueUpdate,
  { origin, dailyCap, now }: { origin: string; dailyCap: number; now: Date },
): Promise<PreparedUpdate | null> {
  const recipient = await reads.recipient(row.userId)
  if (!recipient) return null
  const event = row.event as NotificationEvent
  const zone = recipient.timezone ?? DEFAULT_TIMEZONE
  const session = row.bookingId === null ? null : await reads.session(row.bookingId)
  const waiting = event === 'newRequest' ? await reads.waitingRequests(row.userId) : 0
  const decision = sendDecision({
    channel: row.channel,
    event,
    recipient: { phone: recipient.phone, phoneVerified: recipient.phoneVerified, zone },
    settings: await reads.settings(row.userId),
    session,
    waiting,
    sentToday: row.channel === 'sms' ? await reads.smsSentToday(row.userId, zone, now) : 0,
    dailyCap,
    now,
  })
  const text = messageText(event, row.language as MessageLanguage, {
    startsAt: session?.startsAt ?? null,
    zone,
    link: `${origin}${linkPath(event, row.bookingId)}`,
    waiting,
  })
  return { decision, text, phone: recipient.phone }
}
