import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../contract/schemas/notifications'
import { dueReminders, outboxRows, requestWindow, statusNotice } from './outbox'
import { quietUntil } from './quiet-hours'
import { sendDecision, type DueMessage } from './send-decision'

const HOUR = 3_600_000

describe('quietUntil', () => {
  const quiet = { start: '21:00', end: '07:00' }
  it('holds until the end of the quiet hours in the person’s zone, across midnight', () => {
    expect(quietUntil(new Date('2027-03-04T19:30:00Z'), quiet, 'Africa/Nairobi')).toEqual(
      new Date('2027-03-05T04:00:00Z'),
    )
    expect(quietUntil(new Date('2027-03-04T02:00:00Z'), quiet, 'Africa/Nairobi')).toEqual(
      new Date('2027-03-04T04:00:00Z'),
    )
    expect(quietUntil(new Date('2027-03-04T04:00:00Z'), quiet, 'Africa/Nairobi')).toBeNull()
    expect(quietUntil(new Date('2027-03-04T12:00:00Z'), { start: '13:00', end: '16:00' }, 'Africa/Nairobi')).toEqual(
      new Date('2027-03-04T13:00:00Z'),
    )
    expect(quietUntil(new Date('2027-03-04T19:30:00Z'), null, 'Africa/Nairobi')).toBeNull()
  })
})

describe('the rows an event makes', () => {
  const now = new Date('2027-03-04T10:07:00Z')
  it('makes an SMS and a push pending and the in-app entry sent, one subject per booking', () => {
    expect(outboxRows({ event: 'accepted', bookingId: 9, to: 'client' }, 4, now)).toEqual([
      {
        userId: 4,
        channel: 'sms',
        event: 'accepted',
        subject: 'booking:9',
        bookingId: 9,
        scheduledAt: now.toISOString(),
        state: 'pending',
      },
      {
        userId: 4,
        channel: 'push',
        event: 'accepted',
        subject: 'booking:9',
        bookingId: 9,
        scheduledAt: now.toISOString(),
        state: 'pending',
      },
      {
        userId: 4,
        channel: 'app',
        event: 'accepted',
        subject: 'booking:9',
        bookingId: 9,
        scheduledAt: now.toISOString(),
        state: 'sent',
      },
    ])
  })
  it('batches new requests per recipient and 15-minute window, sent at its end', () => {
    const [sms] = outboxRows({ event: 'newRequest', bookingId: 9, to: 'professional' }, 5, now)
    expect(sms).toMatchObject({
      subject: 'requests:5:2027-03-04T10:00:00.000Z',
      bookingId: null,
      scheduledAt: '2027-03-04T10:15:00.000Z',
    })
    expect(requestWindow(new Date('2027-03-04T10:14:59Z')).sendAt).toEqual(new Date('2027-03-04T10:15:00Z'))
  })
  it('tells the client of an accept, a decline and a cancel, and nobody of a completion', () => {
    expect(statusNotice('confirmed', 3)).toEqual({ event: 'accepted', bookingId: 3, to: 'client' })
    expect(statusNotice('cancelled', 3)?.event).toBe('cancelled')
    expect(statusNotice('completed', 3)).toBeNull()
  })
  it('reminds a day and an hour before', () => {
    const start = new Date('2027-03-05T10:00:00Z')
    expect(dueReminders(start, new Date(+start - 25 * HOUR))).toEqual([])
    expect(dueReminders(start, new Date(+start - 23 * HOUR))).toEqual(['reminder24h'])
    expect(dueReminders(start, new Date(+start - 0.5 * HOUR))).toEqual(['reminder1h'])
    expect(dueReminders(start, new Date(+start + 1))).toEqual([])
  })
})

describe('sendDecision', () => {
  const due = (overrides: Partial<DueMessage>): DueMessage => ({
    channel: 'sms',
    event: 'accepted',
    recipient: { phone: '+254712345678', phoneVerified: true, zone: 'Africa/Nairobi' },
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS, sms: true },
    session: { status: 'confirmed', startsAt: new Date('2027-03-05T10:00:00Z') },
    waiting: 0,
    sentToday: 0,
    dailyCap: 10,
    now: new Date('2027-03-04T10:00:00Z'),
    ...overrides,
  })
  it('sends codes whatever the settings, quiet hours and cap say', () => {
    const night = new Date('2027-03-04T20:00:00Z')
    expect(
      sendDecision(due({ event: 'resetCode', settings: DEFAULT_NOTIFICATION_SETTINGS, now: night, sentToday: 99 })),
    ).toEqual({ send: true })
  })
  it('needs consent, the event on and a verified phone', () => {
    expect(sendDecision(due({ settings: DEFAULT_NOTIFICATION_SETTINGS }))).toEqual({ send: false, skip: 'switchedOff' })
    const off = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      sms: true,
      events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, accepted: false },
    }
    expect(sendDecision(due({ settings: off }))).toEqual({ send: false, skip: 'switchedOff' })
    expect(sendDecision(due({ recipient: { phone: '+254712345678', phoneVerified: false, zone: 'UTC' } }))).toEqual({
      send: false,
      skip: 'noPhone',
    })
  })
  it('holds updates in quiet hours but not reminders, and drops past the cap', () => {
    const night = new Date('2027-03-04T20:00:00Z')
    expect(sendDecision(due({ now: night }))).toEqual({ send: false, holdUntil: new Date('2027-03-05T04:00:00Z') })
    expect(sendDecision(due({ now: night, event: 'reminder1h' }))).toEqual({ send: true })
    for (const session of [null, { status: 'cancelled', startsAt: new Date('2027-03-05T10:00:00Z') }]) {
      expect(sendDecision(due({ event: 'reminder1h', session }))).toEqual({ send: false, skip: 'sessionGone' })
    }
    const begun = { status: 'confirmed', startsAt: new Date('2027-03-04T09:30:00Z') }
    expect(sendDecision(due({ event: 'reminder1h', session: begun }))).toEqual({ send: false, skip: 'sessionGone' })
    expect(sendDecision(due({ sentToday: 10 }))).toEqual({ send: false, skip: 'dailyCap' })
  })
  it("sends a reminder past the cap: a busy thread's notices must not cost the person their session", () => {
    expect(sendDecision(due({ event: 'message', sentToday: 10 }))).toEqual({ send: false, skip: 'dailyCap' })
    expect(sendDecision(due({ event: 'reminder1h', sentToday: 10 }))).toEqual({ send: true })
    expect(sendDecision(due({ event: 'reminder24h', sentToday: 10 }))).toEqual({ send: true })
  })
  it("drops a new request's message once no request is still waiting", () => {
    expect(sendDecision(due({ event: 'newRequest', waiting: 0 }))).toEqual({ send: false, skip: 'sessionGone' })
    expect(sendDecision(due({ event: 'newRequest', waiting: 2 }))).toEqual({ send: true })
  })
})
