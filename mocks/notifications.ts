import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationEvent } from '../api/contract/schemas/notifications'
import { DEFAULT_DAILY_CAP } from '../api/domain/notifications/daily-cap'
import { dueReminders, outboxRows, type BookingNotice, type OutboxRow } from '../api/domain/notifications/outbox'
import { sendDecision } from '../api/domain/notifications/send-decision'
import { linkPath, messageText, type MessageLanguage } from '../api/domain/notifications/templates'
import { DEFAULT_TIMEZONE } from '../api/contract/schemas/bookings'
import { insert, store, type UserRow } from './store'

/** What the mocks would have sent, newest last: the dev panel on /account lists it. */
export type MockMessage = OutboxRow & { id: number; text: string; outcome: string; to: string | null }

const outbox: MockMessage[] = []
let nextId = 1

/** Fields the accounts side adds to the user (language, zone, verified phone); read when present. */
type Reachable = UserRow & { language?: MessageLanguage; timezone?: string; phoneVerified?: boolean }

export const mockOutbox = (): readonly MockMessage[] => outbox

function recipientOf(notice: BookingNotice): Reachable | undefined {
  const booking = store.bookings.find((row) => row.id === notice.bookingId)
  if (!booking) return undefined
  const userId =
    notice.to === 'client'
      ? booking.userId
      : store.professionals.find((professional) => professional.id === booking.professionalId)?.userId
  return store.users.find((user) => user.id === userId && !user.deletedAt)
}

function waitingRequests(userId: number): number {
  const professional = store.professionals.find((row) => row.userId === userId)
  return store.bookings.filter((row) => row.professionalId === professional?.id && row.status === 'pending').length
}

/** Writes the text as the server's worker would, decides as it does, and prints it to the console. */
function deliver(row: OutboxRow, user: Reachable, now: Date): void {
  const booking = row.bookingId === null ? undefined : store.bookings.find((b) => b.id === row.bookingId)
  const language = user.language ?? 'en'
  const zone = user.timezone ?? DEFAULT_TIMEZONE
  const event = row.event as NotificationEvent
  const text = messageText(event, language, {
    startsAt: booking ? new Date(booking.startsAt) : null,
    zone,
    link: `${globalThis.location?.origin ?? ''}${linkPath(event)}`,
    waiting: waitingRequests(user.id),
  })
  const decision = sendDecision({
    channel: row.channel,
    event,
    recipient: { phone: user.phone ?? null, phoneVerified: !!user.phoneVerified, zone },
    settings: DEFAULT_NOTIFICATION_SETTINGS,
    sessionAhead: !!booking && booking.status === 'confirmed' && Date.parse(booking.startsAt) > +now,
    sentToday: outbox.filter((m) => m.userId === user.id && m.channel === 'sms' && m.outcome === 'sent').length,
    dailyCap: DEFAULT_DAILY_CAP,
    now,
  })
  const undecided = decision.send ? 'sent' : 'skip' in decision ? `skipped: ${decision.skip}` : 'held'
  // The in-app entry is written sent; the decision is the SMS's.
  const outcome = row.channel === 'app' ? 'sent' : undecided
  const to = row.channel === 'sms' ? (user.phone ?? null) : user.username
  outbox.push({ ...row, id: nextId++, text, outcome, to })
  // The in-app list (GET /api/me/notifications) reads the store's 'app' rows, as the server reads its table.
  if (row.channel === 'app') {
    const { userId, event, subject, bookingId, scheduledAt } = row
    const at = now.toISOString()
    insert('notifications', {
      userId,
      channel: 'app',
      event,
      subject,
      bookingId,
      language,
      state: 'sent',
      text: null,
      scheduledAt,
      createdAt: at,
      readAt: null,
    })
  }
  // In a browser, for the developer; the contract suite's runs in Node stay quiet.
  if (typeof window !== 'undefined')
    console.info(`[mock ${row.channel}] to ${to ?? '(no phone)'} (${outcome}): ${text}`)
}

/** The mocks' side of a store's notify(): the same rows as the server, delivered at once. */
export function notifyMock(notice: BookingNotice, now = new Date()): void {
  const user = recipientOf(notice)
  if (!user) return
  for (const row of outboxRows(notice, user.id, now)) {
    const known = outbox.some(
      (m) => m.event === row.event && m.subject === row.subject && m.userId === row.userId && m.channel === row.channel,
    )
    if (!known && row.channel !== 'push') deliver(row, user, now)
  }
}

/** The reminders due now for the mocks' confirmed sessions, once each (the dev panel calls it). */
export function remindMock(now = new Date()): void {
  for (const booking of store.bookings.filter((row) => row.status === 'confirmed')) {
    for (const event of dueReminders(new Date(booking.startsAt), now)) {
      notifyMock({ event, bookingId: booking.id, to: 'client' }, now)
    }
  }
}

const stoppedPhones = new Map<string, string>()

/** STOP from a phone: the mocks remember it (the accounts side's settings read it when they land). */
export function stopMockSms(phone: string, now = new Date()): void {
  stoppedPhones.set(phone, now.toISOString())
}

export const smsStoppedAt = (phone: string): string | null => stoppedPhones.get(phone) ?? null
