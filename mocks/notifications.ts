import { countsTowardCap, dayStartIn, DEFAULT_DAILY_CAP } from '../api/domain/notifications/daily-cap'
import { dueReminders, outboxRows, type BookingNotice, type OutboxRow } from '../api/domain/notifications/outbox'
import { prepareUpdate, type UpdateReads } from '../api/domain/notifications/prepare-update'
import { rowFromSettings, settingsFromRow } from '../api/domain/notifications/settings'
import { insert, store, type NotificationRow, type UserRow } from './store'
import { withStoreLock } from './store-lock'
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

const updateReads: UpdateReads = {
  async recipient(userId) {
    const user = store.users.find((row) => row.id === userId && !row.deletedAt)
    if (!user) return null
    return { phone: user.phone ?? null, phoneVerified: !!user.phoneVerified, timezone: user.timezone ?? null }
  },
  async session(bookingId) {
    const booking = store.bookings.find((row) => row.id === bookingId)
    return booking ? { status: booking.status, startsAt: new Date(booking.startsAt) } : null
  },
  waitingRequests: async (userId) => waitingRequests(userId),
  settings: async (userId) => settingsFromRow(settingsRowOf(userId)),
  smsSentToday: async (userId, zone, now) =>
    mockOutbox().filter(
      (m) => m.userId === userId && countsTowardCap({ ...m, sentAt: m.createdAt }, dayStartIn(zone, now)),
    ).length,
}

/** Decides and writes the message at once (api/domain/notifications/prepare-update.ts), then prints it. */
async function deliver(row: OutboxRow, user: UserRow, now: Date): Promise<void> {
  const language = user.language ?? 'en'
  const origin = globalThis.location?.origin ?? ''
  const prepared = await prepareUpdate(updateReads, { ...row, language }, { origin, dailyCap: DEFAULT_DAILY_CAP, now })
  if (!prepared) return
  const { decision, text } = prepared
  const decided = decision.send ? 'sent' : 'skip' in decision ? `skipped: ${decision.skip}` : 'held'
  // The in-app entry is written sent (GET /api/me/notifications lists it); the decision is the SMS's.
  const state = row.channel === 'app' ? 'sent' : decided
  const to = row.channel === 'sms' ? (user.phone ?? null) : user.username
  const { userId, subject, bookingId, scheduledAt, channel, event } = row
  insert('notifications', {
    ...{ userId, channel, event, subject, bookingId, language, state, text, to, scheduledAt },
    createdAt: now.toISOString(),
    readAt: null,
  })
  // In a browser, for the developer; the contract suite's runs in Node stay quiet.
  if (typeof window !== 'undefined') console.info(`[mock ${channel}] to ${to ?? '(no phone)'} (${state}): ${text}`)
}

/** The mocks' side of a store's notify(), under the store's lock: the outbox's rows, delivered at once. */
export async function notifyMock(notice: BookingNotice, now = new Date()): Promise<void> {
  const user = recipientOf(notice)
  if (!user) return
  for (const row of outboxRows(notice, user.id, now)) {
    const known = store.notifications.some(
      (m) => m.event === row.event && m.subject === row.subject && m.userId === row.userId && m.channel === row.channel,
    )
    if (!known && row.channel !== 'push') await deliver(row, user, now)
  }
}

/** The reminders due now for the mocks' confirmed sessions, once each (the dev panel calls it). */
export const remindMock = (now = new Date()): Promise<void> =>
  withStoreLock(async () => {
    for (const booking of store.bookings.filter((row) => row.status === 'confirmed')) {
      for (const event of dueReminders(new Date(booking.startsAt), now)) {
        await notifyMock({ event, bookingId: booking.id, to: 'client' }, now)
      }
    }
  })

/** STOP from a phone: SMS updates end for every account with that number, and /account says why. */
export async function stopMockSms(phone: string, now = new Date()): Promise<void> {
  for (const user of store.users.filter((row) => row.phone === phone)) {
    const previous = settingsRowOf(user.id)
    const row = rowFromSettings({ ...settingsFromRow(previous), sms: false }, previous)
    await memorySettingsStore.writeRow(user.id, { ...row, sms_stopped_at: now.toISOString() })
  }
}
