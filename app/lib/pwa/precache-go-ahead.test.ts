import { afterEach, expect, it, vi } from 'vitest'
import { giveGoAhead, pageGoAhead, type GoAhead } from './precache-go-ahead'
import type { Reader } from './save-data-precache'

afterEach(() => {
  vi.useRealTimers()
})

/** A worker scope that delivers the messages a test posts to it. */
function fakeWorkerScope() {
  const target = new EventTarget()
  const post = (data: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { data }))
  const scope = Object.assign(target, { navigator: {} }) as unknown as ServiceWorkerGlobalScope
  return { scope, post }
}

it("starts the worker's install as soon as a page gives the go-ahead", async () => {
  vi.useFakeTimers()
  const { scope, post } = fakeWorkerScope()
  let started: GoAhead | null = null
  void pageGoAhead(scope, 10_000).then((goAhead) => (started = goAhead))
  post({ type: 'SKIP_WAITING' })
  await vi.advanceTimersByTimeAsync(1)
  expect(started).toBe(null)
  post({
    type: 'PRECACHE_GO_AHEAD',
    saveData: true,
    opened: ['/assets/crisis-C1.js'],
    role: 'professional',
    locale: 'sw',
  })
  await vi.advanceTimersByTimeAsync(1)
  expect(started).toEqual({ saveData: true, opened: ['/assets/crisis-C1.js'], role: 'professional', locale: 'sw' })
})

it('starts it anyway after the wait limit when no page says anything', async () => {
  vi.useFakeTimers()
  const { scope } = fakeWorkerScope()
  let started: GoAhead | null = null
  void pageGoAhead(scope, 10_000).then((goAhead) => (started = goAhead))
  await vi.advanceTimersByTimeAsync(9_999)
  expect(started).toBe(null)
  await vi.advanceTimersByTimeAsync(1)
  // No page said whether the person saves data: the browser's Save-Data decides (off here).
  expect(started).toEqual({ saveData: false, opened: [], role: null, locale: null })
})

it('tells the worker installing now, and any worker that starts installing later, with Save data and the reader as they are then', async () => {
  const first = { postMessage: vi.fn() }
  const registration = Object.assign(new EventTarget(), { installing: first as { postMessage: () => void } | null })
  const container = { getRegistration: () => Promise.resolve(registration) } as unknown as ServiceWorkerContainer
  let saveData = false
  let reader: Reader = { role: null, locale: 'en' }
  await giveGoAhead(
    container,
    () => saveData,
    () => reader,
  )
  expect(first.postMessage).toHaveBeenCalledWith({
    type: 'PRECACHE_GO_AHEAD',
    saveData: false,
    opened: [],
    role: null,
    locale: 'en',
  })

  saveData = true
  reader = { role: 'admin', locale: 'sw' }
  const next = { postMessage: vi.fn() }
  registration.installing = next
  registration.dispatchEvent(new Event('updatefound'))
  expect(next.postMessage).toHaveBeenCalledWith({
    type: 'PRECACHE_GO_AHEAD',
    saveData: true,
    opened: [],
    role: 'admin',
    locale: 'sw',
  })
})
