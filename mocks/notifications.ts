import type { NotificationEvent } from '../api/contract/schemas/notifications'
import { countsTowardCap, dayStartIn, DEFAULT_DAILY_CAP } from '../api/domain/notifications/daily-cap'
import { dueReminders, outboxRows, type BookingNotice, type OutboxRow } from '../api/domain/notifications/outbox'
import { sendDecision } from '../api/domain/notifications/send-decision'
import { rowFromSettings, settingsFromRow } from '../api/domain/notifications/settings'
import { linkPath, messageText } from '../api/domain/notifications/templates'
import { DEFAULT_TIMEZONE } from '../api/contract/schemas/bookings'
import { insert, store, type NotificationRow, type UserRow } from './store'
import { memorySettingsStore, settingsRowOf } from './stores/settings-store'

/** What the mocks would have sent, oldest first: the dev panel on /account lists it. */
export const mockOutbox = (): readonly NotificationRow[] => store.notifications.filter((row) => row.text !== null)

function recipientOf(notice: BookingNotice): UserRow | undefined {
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

/** Writes the text and decides with the person's settings (api/domain/notifications), then prints it. */
function deliver(row: OutboxRow, user: UserRow, now: Date): void {
  const booking = row.bookingId === null ? undefined : store.bookings.find((b) => b.id === row.bookingId)
  const language = user.language ?? 'en'
  const zone = user.timezone ?? DEFAULT_TIMEZONE
  const event = row.event as NotificationEvent
  const text = messageText(event, language, {
    startsAt: booking ? new Date(booking.startsAt) : null,
    zone,
    link: `${globalThis.location?.origin ?? ''}${linkPath(event, row.bookingId)}`,
    waiting: waitingRequests(user.id),
  })
  const decision = sendDecision({
    channel: row.channel,
    event,
    recipient: { phone: user.phone ?? null, phoneVerified: !!user.phoneVerified, zone },
    settings: settingsFromRow(settingsRowOf(user.id)),
    session: booking ? { status: booking.status, startsAt: new Date(booking.startsAt) } : null,
    waiting: row.event === 'newRequest' ? waitingRequests(user.id) : 0,
    sentToday: mockOutbox().filter(
      (m) => m.userId === user.id && countsTowardCap({ ...m, sentAt: m.createdAt }, dayStartIn(zone, now)),
    ).length,
    dailyCap: DEFAULT_DAILY_CAP,
    now,
  })
  const decided = decision.send ? 'sent' : 'skip' in decision ? `skipped: ${decision.skip}` : 'held'
  // The in-app entry is written sent (GET /api/me/notifications lists it); the decision is the SMS's.
  const state = row.channel === 'app' ? 'sent' : decided
  const to = row.channel === 'sms' ? (user.phone ?? null) : user.username
  const { userId, subject, bookingId, scheduledAt, channel } = row
  insert('notifications', {
    ...{ userId, channel, event, subject, bookingId, language, state, text, to, scheduledAt },
    createdAt: now.toISOString(),
    readAt: null,
  })
  // In a browser, for the developer; the contract suite's runs in Node stay quiet.
  if (typeof window !== 'undefined') console.info(`[mock ${channel}] to ${to ?? '(no phone)'} (${state}): ${text}`)
}

/** The mocks' side of a store's notify(): the outbox's rows, delivered at once. */
export function notifyMock(notice: BookingNotice, now = new Date()): void {
  const user = recipientOf(notice)
  if (!user) return
  for (const row of outboxRows(notice, user.id, now)) {
    const known = store.notifications.some(
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

/** STOP from a phone: SMS updates end for every account with that number, and /account says why. */
export async function stopMockSms(phone: string, now = new Date()): Promise<void> {
  for (const user of store.users.filter((row) => row.phone === phone)) {
    const previous = settingsRowOf(user.id)
    const row = rowFromSettings({ ...settingsFromRow(previous), sms: false }, previous)
    await memorySettingsStore.writeRow(user.id, { ...row, sms_stopped_at: now.toISOString() })
  }
}
