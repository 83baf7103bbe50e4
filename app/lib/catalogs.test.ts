import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/**
 * Swahili is complete (ARCHITECTURE.md): no message empty or left in English, except these
 * reviewed ones, which read the same in both languages (names, codes, numbers).
 */
const SAME_IN_BOTH = new Set([
  'TheraLine',
  'Notifications (F8)',
  '© {year} {PRODUCT_NAME}. All rights reserved.',
  'Kenya',
  'Tanzania',
  'Uganda',
  'Nigeria',
  'Nairobi, Kenya',
  'Kampala, Uganda',
  'Dar es Salaam, Tanzania',
  'Lagos, Nigeria',
])

type Entry = { msgid: string; msgstr: string }

/** The msgid/msgstr pairs of a .po file (strings may continue over several quoted lines). */
function readPo(locale: string): Entry[] {
  const text = readFileSync(join(import.meta.dirname, '../../locales', `${locale}.po`), 'utf8')
  const entries: Entry[] = []
  let current: Partial<Entry> = {}
  let field: keyof Entry | null = null
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line)
    if (start) {
      field = start[1] as keyof Entry
      current[field] = JSON.parse(start[2]!) as string
      if (field === 'msgstr') entries.push(current as Entry)
      if (field === 'msgstr') current = {}
    } else if (/^".*"$/.test(line) && field) {
      const last = field === 'msgstr' ? entries[entries.length - 1]! : current
      last[field] = (last[field] ?? '') + (JSON.parse(line) as string)
    } else {
      field = null
    }
  }
  return entries.filter((entry) => entry.msgid !== '')
}

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
