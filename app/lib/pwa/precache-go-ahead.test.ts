import { afterEach, expect, it, vi } from 'vitest'
import { giveGoAhead, pageGoAhead } from './precache-go-ahead'

afterEach(() => {
  vi.useRealTimers()
})

/** A worker scope that delivers the messages a test posts to it. */
function fakeWorkerScope() {
  const target = new EventTarget()
  const post = (data: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { data }))
  return { scope: target as unknown as ServiceWorkerGlobalScope, post }
}

it("starts the worker's install as soon as a page gives the go-ahead", async () => {
  vi.useFakeTimers()
  const { scope, post } = fakeWorkerScope()
  let started = false
  void pageGoAhead(scope, 10_000).then(() => (started = true))
  post({ type: 'SKIP_WAITING' })
  await vi.advanceTimersByTimeAsync(1)
  expect(started).toBe(false)
  post({ type: 'PRECACHE_GO_AHEAD' })
  await vi.advanceTimersByTimeAsync(1)
  expect(started).toBe(true)
})

it('starts it anyway after the wait limit when no page says anything', async () => {
  vi.useFakeTimers()
  const { scope } = fakeWorkerScope()
  let started = false
  void pageGoAhead(scope, 10_000).then(() => (started = true))
  await vi.advanceTimersByTimeAsync(9_999)
  expect(started).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(started).toBe(true)
})

it('tells the worker installing now, and any worker that starts installing later', async () => {
  const first = { postMessage: vi.fn() }
  const registration = Object.assign(new EventTarget(), { installing: first as { postMessage: () => void } | null })
  const container = { getRegistration: () => Promise.resolve(registration) } as unknown as ServiceWorkerContainer
  await giveGoAhead(container)
  expect(first.postMessage).toHaveBeenCalledWith({ type: 'PRECACHE_GO_AHEAD' })

  const next = { postMessage: vi.fn() }
  registration.installing = next
  registration.dispatchEvent(new Event('updatefound'))
  expect(next.postMessage).toHaveBeenCalledWith({ type: 'PRECACHE_GO_AHEAD' })
})
