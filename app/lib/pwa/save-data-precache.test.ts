import { expect, it } from 'vitest'
import { installChoice, readRestRequest, type MarkedEntry } from './save-data-precache'

const base = 'https://wellness.example/sw.js'
const entries: (MarkedEntry | string)[] = [
  { url: 'index.html', revision: 'r1' },
  { url: 'assets/crisis-resources-C1.js', revision: null },
  { url: 'assets/dashboard-D1.js', revision: null, rest: true },
  { url: 'assets/blog-B1.js', revision: null, rest: true },
  { url: 'assets/admin-A1.js', revision: null, rest: true, roles: ['admin'] },
  { url: 'assets/account-A2.js', revision: null, rest: true, roles: ['user', 'professional', 'admin'] },
  { url: 'assets/messages-read-sw-R1.js', revision: null, rest: true, locale: 'sw' },
  { url: 'assets/messages-read-en-R2.js', revision: null, rest: true, locale: 'en' },
]
const url = (path: string) => `https://wellness.example/${path}`

it('installs without Save data every entry for everyone, and no signed-in page for a visitor', () => {
  const chosen = installChoice(entries, { saveData: false, opened: [], role: null, locale: 'en' }, base)
  expect(chosen(url('index.html'))).toBe(true)
  expect(chosen(url('assets/dashboard-D1.js'))).toBe(true)
  expect(chosen(url('assets/admin-A1.js'))).toBe(false)
  expect(chosen(url('assets/account-A2.js'))).toBe(false)
})

it("installs for a signed-in person their role's pages and not another role's", () => {
  const chosen = installChoice(entries, { saveData: false, opened: [], role: 'user', locale: 'en' }, base)
  expect(chosen(url('assets/account-A2.js'))).toBe(true)
  expect(chosen(url('assets/admin-A1.js'))).toBe(false)
  expect(
    installChoice(
      entries,
      { saveData: false, opened: [], role: 'admin', locale: 'en' },
      base,
    )(url('assets/admin-A1.js')),
  ).toBe(true)
})

it("keeps another role's file the page had loaded", () => {
  const chosen = installChoice(
    entries,
    { saveData: false, opened: [url('assets/admin-A1.js')], role: null, locale: 'en' },
    base,
  )
  expect(chosen(url('assets/admin-A1.js'))).toBe(true)
})

it('installs with Save data only the core and the files the page had loaded', () => {
  const chosen = installChoice(
    entries,
    { saveData: true, opened: [url('assets/blog-B1.js')], role: 'admin', locale: 'en' },
    base,
  )
  expect(chosen(url('index.html'))).toBe(true)
  expect(chosen(url('assets/crisis-resources-C1.js'))).toBe(true)
  expect(chosen(url('assets/blog-B1.js'))).toBe(true)
  expect(chosen(url('assets/dashboard-D1.js'))).toBe(false)
  expect(chosen(url('assets/admin-A1.js'))).toBe(false)
})

it("installs the catalog's parts beyond the core in the page's language only, or in both when it is unknown", () => {
  const english = installChoice(entries, { saveData: false, opened: [], role: null, locale: 'en' }, base)
  expect(english(url('assets/messages-read-en-R2.js'))).toBe(true)
  expect(english(url('assets/messages-read-sw-R1.js'))).toBe(false)
  const unknown = installChoice(entries, { saveData: false, opened: [], role: null, locale: null }, base)
  expect(unknown(url('assets/messages-read-sw-R1.js'))).toBe(true)
})

it("reads a page's request for the rest with its reader", () => {
  expect(readRestRequest({ type: 'PRECACHE_REST', role: 'professional', locale: 'sw' })).toEqual({
    role: 'professional',
    locale: 'sw',
  })
  expect(readRestRequest({ type: 'PRECACHE_REST' })).toEqual({ role: null, locale: null })
  expect(readRestRequest({ type: 'PRECACHE_REST', role: 7, locale: ['en'] })).toEqual({ role: null, locale: null })
  expect(readRestRequest({ type: 'SKIP_WAITING' })).toBe(null)
})
