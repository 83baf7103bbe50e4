import { setupI18n } from '@lingui/core'
import { expect, it } from 'vitest'
import { hoursLines } from './hours-lines'

const english = setupI18n({ locale: 'en', messages: { en: {} } })
const weekdays = (start: string, end: string, days: number[]) => days.map((weekday) => ({ weekday, start, end }))

it('puts days with the same hours together, in week order, with the zone named', () => {
  const weekly = [...weekdays('10:00', '13:00', [6]), ...weekdays('09:00', '17:00', [5, 1, 2, 3, 4])]
  expect(hoursLines(english, weekly, 'Africa/Nairobi')).toEqual(['Mon-Fri 09:00-17:00 EAT', 'Sat 10:00-13:00 EAT'])
})

it('splits days that are not next to each other, and keeps two openings of one day', () => {
  const weekly = [...weekdays('08:00', '12:00', [1, 3, 4]), ...weekdays('14:00', '16:00', [1])]
  expect(hoursLines(english, weekly, 'Africa/Lagos')).toEqual([
    'Mon 08:00-12:00 WAT',
    'Mon 14:00-16:00 WAT',
    'Wed-Thu 08:00-12:00 WAT',
  ])
})
