import { describe, expect, it } from 'vitest'
import { MAX_ID } from '../../contract/ids'
import { NOTIFICATION_EVENTS } from '../../contract/schemas/notifications'
import { gsm7Length, SMS_SEPTETS } from './gsm7'
import { LONGEST_VALUES, longestSmsSeptets } from './longest-sms'
import { linkPath, messageText, type MessageLanguage } from './templates'

// The longest values (longest-sms.ts) and a long origin, as long as the server lets one be (config.ts).
const LONGEST = { ...LONGEST_VALUES, origin: 'https://wellness-africa-platform.example.org' }
const LANGUAGES: MessageLanguage[] = ['en', 'sw']
const CLINICAL =
  /therap|mental|psych|counsel|clinic|diagnos|depress|anxi|trauma|grief|note|reason|join|dr\.|daktari|tiba|akili/i

describe('message templates', () => {
  for (const language of LANGUAGES) {
    it.each(NOTIFICATION_EVENTS)(`fit one GSM-7 SMS in ${language}: %s`, (event) => {
      const link = `${LONGEST.origin}${linkPath(event, MAX_ID)}`
      const text = messageText(event, language, { ...LONGEST, link })
      expect(gsm7Length(text), text).not.toBeNull()
      expect(gsm7Length(text), text).toBeLessThanOrEqual(SMS_SEPTETS)
      expect(text.startsWith('Wellness Africa: '), text).toBe(true)
      expect(text.endsWith(link), text).toBe(true)
      expect(text, text).not.toMatch(CLINICAL)
    })
  }

  it('say how long the longest is for an origin, and that another alphabet does not fit', () => {
    expect(longestSmsSeptets(LONGEST.origin)).toBeLessThanOrEqual(SMS_SEPTETS)
    expect(longestSmsSeptets(`${LONGEST.origin}.long-country-suffix`)).toBeGreaterThan(SMS_SEPTETS)
    expect(longestSmsSeptets('https://ustawi.example')).toBeLessThan(longestSmsSeptets(LONGEST.origin))
    expect(longestSmsSeptets('https://ustawi-afrika.ιατρός.example')).toBe(Infinity)
  })

  it('write the time in the recipient’s zone and language', () => {
    const values = {
      ...LONGEST,
      startsAt: new Date('2027-03-04T11:00:00Z'),
      zone: 'Africa/Nairobi',
      link: 'https://w.example/my-sessions',
    }
    expect(messageText('accepted', 'en', values)).toBe(
      'Wellness Africa: your session on Thu 4 Mar, 14:00 EAT is confirmed. Details: https://w.example/my-sessions',
    )
    expect(messageText('reminder1h', 'sw', { ...values, zone: 'Africa/Lagos' })).toBe(
      'Wellness Africa: miadi yako inaanza baada ya saa 1 (Alhamisi 4 Mac, saa 12:00 WAT). Maelezo: https://w.example/my-sessions',
    )
    expect(messageText('newRequest', 'sw', { ...values, waiting: 1 })).toContain('ombi jipya 1 linasubiri')
  })
})

describe('gsm7Length', () => {
  it('counts the extension table twice and refuses what GSM-7 cannot carry', () => {
    expect(gsm7Length('Habari, saa 14:00!')).toBe(18)
    expect(gsm7Length('€[]')).toBe(6)
    expect(gsm7Length('Asante 😊')).toBeNull()
    expect(gsm7Length('’')).toBeNull()
  })
})
