/* eslint-disable no-control-regex -- the pattern names the control characters a calendar line may not hold */
import ICAL from 'ical.js'
import { expect } from 'vitest'

/** What one event of our calendar files holds, and nothing more (RFC 5545 3.6.1). */
const EVENT_PROPERTIES = ['uid', 'summary', 'description', 'dtstart', 'dtend', 'dtstamp', 'status']

/**
 * Reads a calendar file as strictly as the strictest calendar app would: lines end in CRLF and no
 * CR or LF stands alone (a bare CR is a line break to some readers, so it could start a property of
 * its own), no line is longer than 75 octets, ical.js parses it, every date-time is a real one,
 * and the one event holds only the properties we write. Returns the event.
 */
export function parseStrictCalendar(text: string): ICAL.Component {
  expect(text.endsWith('\r\n'), 'ends with CRLF').toBe(true)
  expect(text.replace(/\r\n/g, ''), 'no CR or LF alone').not.toMatch(/[\r\n]/)
  for (const line of text.split('\r\n')) {
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75)
    expect(line, 'no control character').not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/)
  }
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  const event = events[0]!
  // Our one alarm, an hour before; an injected BEGIN:VALARM would make a second.
  expect(event.getAllSubcomponents().map((component) => component.name)).toEqual(['valarm'])
  const alarm = event.getFirstSubcomponent('valarm')!
  expect(String(alarm.getFirstPropertyValue('action'))).toBe('DISPLAY')
  expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT1H')
  expect([...new Set(event.getAllProperties().map((property) => property.name))].sort()).toEqual(
    [...EVENT_PROPERTIES].sort(),
  )
  for (const name of ['dtstart', 'dtend', 'dtstamp']) {
    const time = event.getFirstPropertyValue(name) as ICAL.Time
    expect(time.toJSDate().getUTCFullYear(), name).toBeGreaterThanOrEqual(2000)
    expect(time.toJSDate().getUTCFullYear(), name).toBeLessThanOrEqual(9999)
  }
  return event
}
