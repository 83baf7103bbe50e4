import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addDays, todayIn } from '../api/contract/time'
import { settingsOf } from '../api/domain/notifications/settings'
import { mockOutbox, notifyMock, remindMock, stopMockSms } from './notifications'
import { memorySettingsStore } from './stores/settings-store'
import { insert, resetStore, store } from './store'

/** A session still to come, accepted as the professional's answer would: a confirmation tells of it only then. */
function acceptedBooking() {
  const booking = store.bookings.find((row) => row.status === 'pending' && Date.parse(row.startsAt) > Date.now())!
  booking.status = 'confirmed'
  return booking
}

describe('the mocks’ messages', () => {
  beforeEach(() => resetStore())
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('write the server’s texts, print each to the console and keep them, one per event and channel', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    // Printed in a browser only.
    vi.stubGlobal('window', globalThis)
    const booking = acceptedBooking()
    const before = mockOutbox().length
    await notifyMock({ event: 'accepted', bookingId: booking.id, to: 'client' })
    await notifyMock({ event: 'accepted', bookingId: booking.id, to: 'client' })
    const made = mockOutbox().slice(before)
    expect(made.map((message) => message.channel)).toEqual(['sms', 'app'])
    expect(made[0]!.text).toMatch(/^Wellness Africa: your session on .+ is confirmed\. Details: \/my-sessions$/)
    // Default settings: no consent to SMS yet, so the SMS would not go.
    expect(made.map((message) => message.state)).toEqual(['skipped: switchedOff', 'sent'])
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(/^\[mock sms\] to .+ \(skipped: switchedOff\): Wellness Africa: /),
    )
  })

  it('remind a confirmed session once when its moment comes', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const template = store.bookings[0]!
    const soon = new Date(Date.now() + 30 * 60_000)
    const booking = insert('bookings', {
      ...template,
      status: 'confirmed',
      sessionDate: addDays(todayIn('Africa/Nairobi'), 0),
      startsAt: soon.toISOString(),
    })
    await remindMock()
    await remindMock()
    const reminders = mockOutbox().filter((message) => message.bookingId === booking.id && message.channel === 'sms')
    expect(reminders.map((message) => message.event)).toEqual(['reminder1h'])
  })

  it('follow the person’s own settings, and STOP from their phone ends SMS updates', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const booking = acceptedBooking()
    const person = store.users.find((user) => user.id === booking.userId)!
    Object.assign(person, { phone: '+254712000111', phoneVerified: true })
    const settings = await settingsOf(memorySettingsStore, person.id)
    await memorySettingsStore.writeRow(person.id, {
      sms: true,
      push: false,
      events: '{}',
      quiet_start: null,
      quiet_end: null,
      sms_stopped_at: settings.smsStoppedAt,
    })
    await notifyMock({ event: 'accepted', bookingId: booking.id, to: 'client' })
    expect(
      mockOutbox()
        .filter((m) => m.bookingId === booking.id && m.channel === 'sms')
        .map((m) => m.state),
    ).toEqual(['sent'])

    await stopMockSms('+254712000111')
    const stopped = await settingsOf(memorySettingsStore, person.id)
    expect(stopped.sms).toBe(false)
    expect(stopped.smsStoppedAt).not.toBeNull()
    await notifyMock({ event: 'cancelled', bookingId: booking.id, to: 'client' })
    expect(
      mockOutbox()
        .filter((m) => m.event === 'cancelled' && m.channel === 'sms')
        .map((m) => m.state),
    ).toEqual(['skipped: switchedOff'])
  })

  it('count toward the daily cap only the update SMS sent since the person’s midnight', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const booking = acceptedBooking()
    const person = store.users.find((user) => user.id === booking.userId)!
    Object.assign(person, { phone: '+254712000222', phoneVerified: true, timezone: 'Africa/Nairobi' })
    const row = { sms: true, push: false, events: '{}', quiet_start: null, quiet_end: null, sms_stopped_at: null }
    await memorySettingsStore.writeRow(person.id, row)
    const sentAt = (at: Date) => ({
      ...{ userId: person.id, channel: 'sms' as const, event: 'accepted', subject: 'earlier', language: 'en' as const },
      ...{ state: 'sent', text: 'earlier', scheduledAt: at.toISOString(), createdAt: at.toISOString() },
    })
    const yesterday = new Date(Date.now() - 36 * 3_600_000)
    for (let i = 0; i < 10; i++) insert('notifications', sentAt(yesterday))
    await notifyMock({ event: 'accepted', bookingId: booking.id, to: 'client' })
    for (let i = 0; i < 9; i++) insert('notifications', sentAt(new Date()))
    await notifyMock({ event: 'declined', bookingId: booking.id, to: 'client' })
    const states = (event: string) =>
      mockOutbox()
        .filter((m) => m.bookingId === booking.id && m.event === event && m.channel === 'sms')
        .map((m) => m.state)
    expect(states('accepted')).toEqual(['sent'])
    expect(states('declined')).toEqual(['skipped: dailyCap'])
  })
})
