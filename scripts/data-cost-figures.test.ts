import { expect, it } from 'vitest'
import type { Transfer } from './counting-proxy'
import { attribute, kindOf, verdicts, wireCost } from './data-cost-figures'
import { median } from './production-server'

const transfer = (path: string, bytes: number, headerBytes = 100): Transfer => ({
  path,
  status: 200,
  at: 0,
  bytes,
  headerBytes,
  saveData: false,
})

it('counts bodies and headers of what the app downloads, never the API answers', () => {
  const cost = wireCost([transfer('/', 5000), transfer('/assets/index-a1.js', 60_000), transfer('/api/session', 900)])
  expect(cost).toEqual({ transfers: 2, bodyBytes: 65_000, headerBytes: 200, bytes: 65_200 })
})

it.each([
  ['/sw.js', 'service worker'],
  ['/workbox-window.prod.es5-1a2b.js', 'service worker'],
  ['/assets/crisis-resources-x9.js', 'JavaScript'],
  ['/assets/index-x9.css', 'CSS'],
  ['/icons/icon-192.png', 'images'],
  ['/manifest.webmanifest', 'manifest'],
  ['/', 'pages (HTML)'],
  ['/crisis-resources?lang=sw', 'pages (HTML)'],
  ['/sw/index.html', 'pages (HTML)'],
  ['/robots.txt', 'other'],
])('counts %s as %s', (path, kind) => {
  expect(kindOf(path)).toBe(kind)
})

it('attributes the bytes per kind, largest first, API left out', () => {
  const transfers = [transfer('/', 4900), transfer('/a.js', 900), transfer('/b.js', 900), transfer('/api/x', 1e6)]
  expect(attribute(transfers)).toEqual([
    ['pages (HTML)', 5000],
    ['JavaScript', 2000],
  ])
})

it('takes the middle run, or the mean of the two middle ones', () => {
  expect(median([30, 10, 20])).toBe(20)
  expect(median([40, 10, 30, 20])).toBe(25)
})

it('fails a figure whose median is over its budget, however good its best run', () => {
  const [over, within, unbudgeted] = verdicts([
    { name: 'first visit', runs: [340_000, 360_000, 355_000], budgetBytes: 350_000 },
    { name: 'repeat visit', runs: [9_000, 12_000, 10_000], budgetBytes: 10_000 },
    { name: 'until idle', runs: [999_999] },
  ])
  expect(over).toMatchObject({ median: 355_000, met: false })
  expect(within).toMatchObject({ median: 10_000, met: true })
  expect(unbudgeted).toMatchObject({ met: true })
})
