import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { createClient } from './client'
import { everyDay, type HoursInput } from './hours'

describe("availability: a professional's hours", () => {
  let professional: ProfessionalAccount
  let user: Account

  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional(), await registerUser()]
  }, 30_000)

  it('reads null until set, then exactly what was stored; days off sorted once each', async () => {
    const owner = await registerProfessional()
    expect(await owner.client.ok('myAvailability')).toBeNull()
    const hours = everyDay('09:00', '17:00', {
      timezone: 'Africa/Lagos',
      daysOff: ['2031-02-03', '2031-01-05', '2031-02-03'],
    })
    const saved = await owner.client.ok('setAvailability', { body: hours })
    expect(saved).toEqual({ ...hours, daysOff: ['2031-01-05', '2031-02-03'] })
    expect(await owner.client.ok('myAvailability')).toEqual(saved)
    const changed = { ...hours, sessionMinutes: 120, bufferMinutes: 0, weekly: [], daysOff: [] }
    expect(await owner.client.ok('setAvailability', { body: changed })).toEqual(changed)
    expect(await owner.client.ok('myAvailability')).toEqual(changed)
  })

  it('answers 401 signed out and 403 to a user, on reading and on setting', async () => {
    const body = everyDay('09:00', '17:00')
    await createClient().fails('myAvailability', 401)
    await createClient().fails('setAvailability', 401, { body })
    await user.client.fails('myAvailability', 403)
    await user.client.fails('setAvailability', 403, { body })
  })

  it('refuses a cross-site PUT with 403 and a form body with 415, changing nothing', async () => {
    const before = await professional.client.ok('myAvailability')
    const body = everyDay('08:00', '12:00')
    const error = await professional.client.fails('setAvailability', 403, { body, origin: 'https://evil.example' })
    expect(error.message).toBe(messages.crossOrigin)
    await professional.client.fails('setAvailability', 415, {
      rawBody: JSON.stringify(body),
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(await professional.client.ok('myAvailability')).toEqual(before)
  })

  const refusals: [string, Partial<HoursInput>, string, string][] = [
    ['an unknown zone', { timezone: 'Mars/Olympus' }, 'timezone', messages.timezoneInvalid],
    ['29-minute sessions', { sessionMinutes: 29 }, 'sessionMinutes', ''],
    ['121-minute sessions', { sessionMinutes: 121 }, 'sessionMinutes', ''],
    ['a 61-minute buffer', { bufferMinutes: 61 }, 'bufferMinutes', ''],
    ['73 hours of notice', { cancellationNoticeHours: 73 }, 'cancellationNoticeHours', ''],
    ['weekday 8', { weekly: [{ weekday: 8, start: '09:00', end: '17:00' }] }, 'weekly.0.weekday', ''],
    ['a time 24:00', { weekly: [{ weekday: 1, start: '09:00', end: '24:00' }] }, 'weekly.0.end', messages.timeInvalid],
    [
      'an opening ending before it starts',
      { weekly: [{ weekday: 1, start: '17:00', end: '09:00' }] },
      'weekly.0',
      messages.hoursEndBeforeStart,
    ],
    [
      'overlapping openings',
      {
        weekly: [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '15:00' },
        ],
      },
      'weekly',
      messages.hoursOverlap,
    ],
    [
      'an opening shorter than a session',
      { sessionMinutes: 60, weekly: [{ weekday: 3, start: '09:00', end: '09:45' }] },
      'weekly',
      messages.hoursTooShort,
    ],
    ['a day off that is no date', { daysOff: ['2031-02-30'] }, 'daysOff.0', messages.dateInvalid],
  ]

  it.each(refusals)('refuses %s with 400 naming the field, changing nothing', async (_, change, field, message) => {
    const owner = await registerProfessional()
    const stored = await owner.client.ok('setAvailability', { body: everyDay('09:00', '17:00') })
    const error = await owner.client.fails('setAvailability', 400, {
      body: { ...everyDay('09:00', '17:00'), ...change },
    })
    expect(Object.keys(error.fieldErrors ?? {})).toEqual([field])
    if (message) expect(error.fieldErrors?.[field]).toBe(message)
    expect(await owner.client.ok('myAvailability')).toEqual(stored)
  })
})
