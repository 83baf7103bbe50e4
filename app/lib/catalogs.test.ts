import { expect, it } from 'vitest'
import { readPo } from '../test/read-po'

/**
 * Swahili is complete: no message empty or left in English, except these
 * reviewed ones, which read the same in both languages (names, codes, numbers).
 */
const SAME_IN_BOTH = new Set([
  'TheraLine',
  'Notifications (F8)',
  '© {year} {PRODUCT_NAME}. All rights reserved.',
  'Kenya',
  'Tanzania',
  'Uganda',
  'Rwanda',
  'Nigeria',
  'Nairobi, Kenya',
  'Mombasa, Kenya',
  'Kisumu, Kenya',
  'Nakuru, Kenya',
  'Kampala, Uganda',
  'Dar es Salaam, Tanzania',
  'Lagos, Nigeria',
])

const english = readPo('en')
const swahili = readPo('sw')

it('has the same messages in both catalogs', () => {
  expect(swahili.map((entry) => entry.msgid).sort()).toEqual(english.map((entry) => entry.msgid).sort())
})

it('translates every Swahili message', () => {
  const untranslated = swahili
    .filter((entry) => entry.msgstr.trim() === '' || entry.msgstr === entry.msgid)
    .map((entry) => entry.msgid)
    .filter((msgid) => !SAME_IN_BOTH.has(msgid))
  expect(untranslated).toEqual([])
})

it('keeps the placeholders of each message', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
  const broken = swahili.filter((entry) => placeholders(entry.msgstr).join() !== placeholders(entry.msgid).join())
  expect(broken.map((entry) => entry.msgid)).toEqual([])
})
