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
]
const url = (path: string) => `https://wellness.example/${path}`

it('installs without Save data every entry for everyone, and no signed-in page for a visitor', () => {
  const chosen = installChoice(entries, { saveData: false, opened: [], role: null }, base)
  expect(chosen(url('index.html'))).toBe(true)
  expect(chosen(url('assets/dashboard-D1.js'))).toBe(true)
  expect(chosen(url('assets/admin-A1.js'))).toBe(false)
  expect(chosen(url('assets/account-A2.js'))).toBe(false)
})

it("installs for a signed-in person their role's pages and not another role's", () => {
  const chosen = installChoice(entries, { saveData: false, opened: [], role: 'user' }, base)
  expect(chosen(url('assets/account-A2.js'))).toBe(true)
  expect(chosen(url('assets/admin-A1.js'))).toBe(false)
  expect(installChoice(entries, { saveData: false, opened: [], role: 'admin' }, base)(url('assets/admin-A1.js'))).toBe(
    true,
  )
})

it("keeps another role's file the page had loaded", () => {
  const chosen = installChoice(entries, { saveData: false, opened: [url('assets/admin-A1.js')], role: null }, base)
  expect(chosen(url('assets/admin-A1.js'))).toBe(true)
})

it('installs with Save data only the core and the files the page had loaded', () => {
  const chosen = installChoice(entries, { saveData: true, opened: [url('assets/blog-B1.js')], role: 'admin' }, base)
  expect(chosen(url('index.html'))).toBe(true)
  expect(chosen(url('assets/crisis-resources-C1.js'))).toBe(true)
  expect(chosen(url('assets/blog-B1.js'))).toBe(true)
  expect(chosen(url('assets/dashboard-D1.js'))).toBe(false)
  expect(chosen(url('assets/admin-A1.js'))).toBe(false)
})

it("reads a page's request for the rest with its role", () => {
  expect(readRestRequest({ type: 'PRECACHE_REST', role: 'professional' })).toEqual({ role: 'professional' })
  expect(readRestRequest({ type: 'PRECACHE_REST' })).toEqual({ role: null })
  expect(readRestRequest({ type: 'PRECACHE_REST', role: 7 })).toEqual({ role: null })
  expect(readRestRequest({ type: 'SKIP_WAITING' })).toBe(null)
})
