import { expect, it, vi } from 'vitest'
import { installServiceWorkerEarly } from './install-service-worker-early'

const withServiceWorker = (register: () => Promise<unknown>) =>
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { register } }))

it('never registers the worker outside a production build (MSW owns development)', () => {
  const register = vi.fn(() => Promise.resolve())
  withServiceWorker(register)
  try {
    installServiceWorkerEarly()
  } finally {
    vi.unstubAllGlobals()
  }
  expect(register).not.toHaveBeenCalled()
})

it('registers the worker for the whole site in a production build, without waiting for the app', () => {
  const register = vi.fn(() => Promise.resolve())
  withServiceWorker(register)
  try {
    installServiceWorkerEarly(true)
  } finally {
    vi.unstubAllGlobals()
  }
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
})
