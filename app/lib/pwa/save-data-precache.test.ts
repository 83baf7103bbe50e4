import { expect, it } from 'vitest'
import { installChoice, type MarkedEntry } from './save-data-precache'

const base = 'https://wellness.example/sw.js'
const entries: (MarkedEntry | string)[] = [
  { url: 'index.html', revision: 'r1' },
  { url: 'assets/crisis-resources-C1.js', revision: null },
  { url: 'assets/dashboard-D1.js', revision: null, rest: true },
  { url: 'assets/blog-B1.js', revision: null, rest: true },
]
const url = (path: string) => `https://wellness.example/${path}`

it('installs every entry without Save data', () => {
  const chosen = installChoice(entries, { saveData: false, opened: [] }, base)
  expect(chosen(url('assets/dashboard-D1.js'))).toBe(true)
})

it('installs with Save data only the core and the files the page had loaded', () => {
  const chosen = installChoice(entries, { saveData: true, opened: [url('assets/blog-B1.js')] }, base)
  expect(chosen(url('index.html'))).toBe(true)
  expect(chosen(url('assets/crisis-resources-C1.js'))).toBe(true)
  expect(chosen(url('assets/blog-B1.js'))).toBe(true)
  expect(chosen(url('assets/dashboard-D1.js'))).toBe(false)
})
