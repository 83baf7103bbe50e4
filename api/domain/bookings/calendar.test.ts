import { describe, expect, it } from 'vitest'
import { sessionCalendar, type CalendarSession } from './calendar'
import { parseStrictCalendar } from '../../contract-suite/strict-calendar'

const session = (overrides: Partial<CalendarSession>): CalendarSession => ({
  bookingId: 7,
  startsAt: new Date('2027-03-01T07:00:00Z'),
  durationMinutes: 50,
  timezone: 'Africa/Nairobi',
  withName: 'Dr. Amina Odhiambo',
  joinInstructions: null,
  language: 'en',
  ...overrides,
})

// What a professional or an older row could hold: the API refuses control characters now, but rows
// written before the rule keep what they had, so the file must stay one event whatever it is given.
const HOSTILE_NAMES = [
  'Eve\rORGANIZER:mailto:attacker@evil.example',
  'Eve\r\nATTENDEE:mailto:attacker@evil.example',
  'Eve\nBEGIN:VALARM',
  'Semi;colon, comma\\ back\\slash: colon',
  'Mwanaisha Wanjiku-Odhiambo '.repeat(6),
  'Ngozi \u0000\u0007\u001b Okafor',
  '\u{1F60A} Amani 平和 Amani',
]
const HOSTILE_INSTRUCTIONS = [
  '\rBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nEND:VALARM',
  'https://meet.example/room?a=1;b=2,c\\d',
  'Line one\nLine two\r\nLine three\rLine four',
  'x'.repeat(500),
  'Call +254 712 345 678\tor WhatsApp',
]

describe('sessionCalendar', () => {
  it.each(HOSTILE_NAMES)('passes a strict RFC 5545 read with the name %j, keeping one event', (withName) => {
    const event = parseStrictCalendar(sessionCalendar(session({ withName })))
    expect(event.getFirstPropertyValue('summary')).toMatch(/^Session with /)
  })

  it.each(HOSTILE_INSTRUCTIONS)('passes a strict RFC 5545 read with the instructions %j', (joinInstructions) => {
    const event = parseStrictCalendar(sessionCalendar(session({ joinInstructions, language: 'sw' })))
    expect(String(event.getFirstPropertyValue('description'))).toContain('Jinsi ya kujiunga:')
  })

  it('keeps the words of a name and instructions, without their control characters', () => {
    const event = parseStrictCalendar(
      sessionCalendar(session({ withName: 'Eve\rMallory', joinInstructions: 'Line one\r\nLine two\rLine three' })),
    )
    expect(event.getFirstPropertyValue('summary')).toBe('Session with Eve Mallory')
    expect(String(event.getFirstPropertyValue('description'))).toContain('Line one\nLine two\nLine three')
  })

  it('rings an hour before the session, in the language of the file', () => {
    const text = sessionCalendar(session({ language: 'sw' }))
    expect(text).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n')
    expect(text).toContain('TRIGGER:-PT1H\r\n')
    const alarm = parseStrictCalendar(text).getFirstSubcomponent('valarm')!
    expect(alarm.getFirstPropertyValue('description')).toBe('Kipindi baada ya saa 1')
  })
})
