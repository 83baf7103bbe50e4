import { afterEach, expect, it, vi } from 'vitest'
import { loadWhenOnline } from './load-when-online'

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/menu-1.js')

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

it('offline, waits for the connection to return and then loads the file', async () => {
  setOnline(false)
  const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('menu')
  const loaded = loadWhenOnline(load)
  await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(load).toHaveBeenCalledOnce()

  setOnline(true)
  window.dispatchEvent(new Event('online'))
  await expect(loaded).resolves.toBe('menu')
  expect(load).toHaveBeenCalledTimes(2)
})

it('online, tries three times and then fails, so a file a new deployment removed reaches the error page', async () => {
  vi.useFakeTimers()
  setOnline(true)
  const load = vi.fn().mockRejectedValue(chunkError())
  const loaded = loadWhenOnline(load)
  const outcome = expect(loaded).rejects.toThrow('dynamically imported module')
  await vi.runAllTimersAsync()
  await outcome
  expect(load).toHaveBeenCalledTimes(3)
})

it('passes any other error straight on', async () => {
  setOnline(false)
  const load = vi.fn().mockRejectedValue(new Error('broken module'))
  await expect(loadWhenOnline(load)).rejects.toThrow('broken module')
  expect(load).toHaveBeenCalledOnce()
})
