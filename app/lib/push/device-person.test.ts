import { afterEach, describe, expect, it, vi } from 'vitest'
import { claimDevicePerson, readDevicePerson, writeDevicePerson } from './device-person'

/** The Cache API as the page sees it, one cache of answers by path. */
function stubCaches() {
  const stored = new Map<string, Response>()
  const cache = {
    put: async (path: string, answer: Response) => void stored.set(path, answer),
    match: async (path: string) => stored.get(path)?.clone(),
  }
  vi.stubGlobal('caches', { open: async () => cache, delete: async () => stored.clear() })
}

/** A browser holding a push subscription. */
function stubSubscription() {
  const subscription = { unsubscribe: vi.fn(async () => true) }
  const registration = { pushManager: { getSubscription: async () => subscription } }
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      serviceWorker: { getRegistration: async () => registration },
    }),
  )
  return subscription
}

describe('claimDevicePerson', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('ends the push subscription the browser holds for the person signed in before, on a shared phone', async () => {
    stubCaches()
    const subscription = stubSubscription()
    await writeDevicePerson({ userId: 1, language: 'en' })
    await claimDevicePerson({ userId: 2, language: 'sw' })
    expect(subscription.unsubscribe).toHaveBeenCalled()
    expect(await readDevicePerson()).toEqual({ userId: 2, language: 'sw' })
  })

  it('keeps the subscription when the same person signs in again, or no one was signed in', async () => {
    stubCaches()
    const subscription = stubSubscription()
    await claimDevicePerson({ userId: 2, language: 'en' })
    await claimDevicePerson({ userId: 2, language: 'sw' })
    expect(subscription.unsubscribe).not.toHaveBeenCalled()
  })
})
