import { QueryClient } from '@tanstack/react-query'
import { expect, it, vi } from 'vitest'
import { startServiceWorker } from './start-service-worker'

it('never registers the service worker outside a production build (MSW owns development)', async () => {
  const load = vi.fn(() => Promise.resolve({ registerServiceWorker: vi.fn() }))
  expect(import.meta.env.PROD).toBe(false)
  expect(await startServiceWorker(new QueryClient(), { load })).toBe(false)
  expect(load).not.toHaveBeenCalled()
})

it('registers it in a production build where the browser has service workers', async () => {
  const registerServiceWorker = vi.fn()
  const load = vi.fn(() => Promise.resolve({ registerServiceWorker }))
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }))
  try {
    expect(await startServiceWorker(new QueryClient(), { production: true, load })).toBe(true)
  } finally {
    vi.unstubAllGlobals()
  }
  expect(registerServiceWorker).toHaveBeenCalledOnce()
})
