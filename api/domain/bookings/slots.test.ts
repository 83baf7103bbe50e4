import { describe, expect, it } from 'vitest'
import type { Availability } from '../../contract/schemas/availability'
import { freeSlots, isFreeStart, nextFreeSlot, type HeldSession } from './slots'

// 2030-01-07 is a Monday.
const MONDAY = '2030-01-07'
const LONG_AGO = new Date('2020-01-01T00:00:00Z')

const hours = (changes: Partial<Availability> = {}): Availability => ({
  timezone: 'Africa/Nairobi',
  sessionMinutes: 50,
  bufferMinutes: 10,
  cancellationNoticeHours: 24,
  weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
  daysOff: [],
  ...changes,
})

const times = (slots: { sessionTime: string }[]) => slots.map((slot) => slot.sessionTime)
const ask = (availability: Availability, changes: Partial<Parameters<typeof freeSlots>[0]> = {}) =>
  freeSlots({ availability, held: [], from: MONDAY, days: 1, viewerZone: 'Africa/Nairobi', now: LONG_AGO, ...changes })

describe('free slots', () => {
  it('starts every session plus buffer from an opening while a whole session fits', () => {
    expect(ask(hours())).toEqual([
      { startsAt: '2030-01-07T09:00:00+03:00', sessionDate: MONDAY, sessionTime: '09:00' },
      { startsAt: '2030-01-07T10:00:00+03:00', sessionDate: MONDAY, sessionTime: '10:00' },
      { startsAt: '2030-01-07T11:00:00+03:00', sessionDate: MONDAY, sessionTime: '11:00' },
    ])
    expect(times(ask(hours({ bufferMinutes: 0, sessionMinutes: 45 })))).toEqual(['09:00', '09:45', '10:30', '11:15'])
  })

  it("shows a Lagos viewer a Nairobi professional's 10:00 EAT as 08:00 WAT, the same instant", () => {
    const lagos = ask(hours(), { viewerZone: 'Africa/Lagos' })
    expect(times(lagos)).toEqual(['07:00', '08:00', '09:00'])
    expect(lagos[1]).toEqual({ startsAt: '2030-01-07T08:00:00+01:00', sessionDate: MONDAY, sessionTime: '08:00' })
    expect(Date.parse(lagos[1]!.startsAt)).toBe(Date.parse('2030-01-07T10:00:00+03:00'))
  })

  it("files a start under the viewer's date: a Nairobi 00:30 is the evening before in Lagos", () => {
    const early = hours({ weekly: [{ weekday: 2, start: '00:30', end: '01:30' }] })
    // Tuesday 00:30 EAT is Monday 22:30 WAT: Monday's answer in Lagos, Tuesday's in Nairobi.
    expect(ask(early, { viewerZone: 'Africa/Lagos' })).toEqual([
      { startsAt: '2030-01-07T22:30:00+01:00', sessionDate: MONDAY, sessionTime: '22:30' },
    ])
    expect(ask(early)).toEqual([])
    expect(times(ask(early, { from: '2030-01-08' }))).toEqual(['00:30'])
    expect(ask(early, { from: '2030-01-08', viewerZone: 'Africa/Lagos' })).toEqual([])
  })

  it("skips the professional's days off", () => {
    const twoDays = hours({
      weekly: [
        { weekday: 1, start: '09:00', end: '10:00' },
        { weekday: 2, start: '09:00', end: '10:00' },
      ],
      daysOff: [MONDAY],
    })
    expect(ask(twoDays, { days: 2 }).map((slot) => slot.sessionDate)).toEqual(['2030-01-08'])
  })

  it('skips starts up to now', () => {
    const now = new Date('2030-01-07T10:00:00+03:00')
    expect(times(ask(hours(), { now }))).toEqual(['11:00'])
  })

  it('keeps the buffer free before and after a held session', () => {
    // Held 10:30-11:20: 10:00 would end at 10:50 and 11:00 starts inside it; 09:00 ends 09:50, 40 minutes before.
    const held: HeldSession[] = [
      { start: new Date('2030-01-07T10:30:00+03:00'), end: new Date('2030-01-07T11:20:00+03:00') },
    ]
    expect(times(ask(hours(), { held }))).toEqual(['09:00'])
    // Held 08:00-08:55: 09:00 would start 5 minutes after it, within the 10-minute buffer.
    const before: HeldSession[] = [
      { start: new Date('2030-01-07T08:00:00+03:00'), end: new Date('2030-01-07T08:55:00+03:00') },
    ]
    expect(times(ask(hours(), { held: before }))).toEqual(['10:00', '11:00'])
    expect(times(ask(hours({ bufferMinutes: 0 }), { held: before }))).toEqual(['09:00', '09:50', '10:40'])
  })

  it('lists every start of 14 full days, soonest first', () => {
    const everyDay = hours({
      sessionMinutes: 30,
      bufferMinutes: 0,
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '23:59' })),
    })
    const starts = ask(everyDay, { days: 14, viewerZone: 'Africa/Lagos' }).map((slot) => Date.parse(slot.startsAt))
    expect(starts.length).toBe(14 * 47)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })
})

describe('next free slot', () => {
  it("is the first free start within 14 days, with the professional's offset", () => {
    const now = new Date('2030-01-07T11:30:00+03:00')
    expect(nextFreeSlot(hours(), [], now)).toBe('2030-01-14T09:00:00+03:00')
    expect(nextFreeSlot(hours({ weekly: [] }), [], now)).toBeNull()
    expect(nextFreeSlot(hours({ daysOff: ['2030-01-14', '2030-01-21'] }), [], now)).toBeNull()
  })
})

describe('is a free start', () => {
  it('accepts exactly the free starts, asked in any zone', () => {
    const request = { availability: hours(), held: [], now: LONG_AGO }
    expect(isFreeStart(request, new Date('2030-01-07T10:00:00+03:00'), MONDAY, 'Africa/Nairobi')).toBe(true)
    expect(isFreeStart(request, new Date('2030-01-07T10:00:00+03:00'), MONDAY, 'Africa/Lagos')).toBe(true)
    expect(isFreeStart(request, new Date('2030-01-07T10:30:00+03:00'), MONDAY, 'Africa/Nairobi')).toBe(false)
    expect(isFreeStart(request, new Date('2030-01-07T08:00:00+03:00'), MONDAY, 'Africa/Nairobi')).toBe(false)
  })
})
