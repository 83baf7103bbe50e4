import { i18n } from '@lingui/core'
import { expect, it } from 'vitest'
import { countries, helplineHref, helplines, helplinesOf, type CountryCode } from './helplines'

it('gives every helpline its country, number, channel, hours, languages and source', () => {
  for (const line of helplines) {
    expect(Object.keys(countries), line.id).toContain(line.country)
    expect(line.number, line.id).toMatch(/^\+?\d{3,15}$/)
    expect(['call', 'text'], line.id).toContain(line.channel)
    expect(i18n._(line.hours), line.id).not.toBe('')
    expect(i18n._(line.languages), line.id).not.toBe('')
    const source = typeof line.source.name === 'string' ? line.source.name : i18n._(line.source.name)
    expect(source.trim(), line.id).not.toBe('')
    if (line.source.url) expect(line.source.url, line.id).toMatch(/^https?:\/\//)
  }
  expect(new Set(helplines.map((line) => line.id)).size).toBe(helplines.length)
})

it('has the emergency number of every country it lists', () => {
  const emergency = Object.fromEntries(
    (Object.keys(countries) as CountryCode[]).map((code) => [
      code,
      helplinesOf(code)
        .filter((line) => line.emergency)
        .map((line) => helplineHref(line)),
    ]),
  )
  expect(emergency).toEqual({ KE: ['tel:999'], TZ: ['tel:112'], UG: ['tel:999'], RW: ['tel:112'], NG: ['tel:199'] })
})

it('links calls with tel: and text lines with sms:', () => {
  expect(helplineHref({ channel: 'call', number: '+254722178177' })).toBe('tel:+254722178177')
  expect(helplineHref({ channel: 'text', number: '116' })).toBe('sms:116')
})
