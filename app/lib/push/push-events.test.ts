import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearPersonalData } from '../offline/clear-personal-data'
import { writeDevicePerson } from './device-person'
import { listenForPush } from './push-events'

/** The Cache API the page and the service worker share, in memory. */
function memoryCaches() {
  const caches = new Map<string, Map<string, Response>>()
  return {
    open: async (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>()
      caches.set(name, entries)
      return {
        put: async (key: string, answer: Response) => void entries.set(key, answer.clone()),
        match: async (key: string) => entries.get(key)?.clone(),
      }
    },
    delete: async (name: string) => caches.delete(name),
  }
}

type Listener = (event: object) => void

/** A service worker with its events, registration and windows faked. */
function fakeWorker() {
  const listeners = new Map<string, Listener>()
  const shown: { title: string; options: NotificationOptions }[] = []
  const window = {
    url: 'https://wellness.example/',
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  }
  const worker = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    location: { origin: 'https://wellness.example' },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
    },
    clients: { matchAll: async () => [window], openWindow: vi.fn(async () => null) },
  }
  listenForPush(worker as unknown as ServiceWorkerGlobalScope)
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve()
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) })
    await work
  }
  return { shown, window, worker, dispatch }
}

const push = (payload: unknown) => ({ data: { json: () => payload } })
const payload = { event: 'accepted', bookingId: 4, url: '/my-sessions', userId: 3, tag: 'booking:4' }

describe('the service worker and web push', () => {
  beforeEach(() => vi.stubGlobal('caches', memoryCaches()))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the push to the person signed in on the device, in their language, and nothing after logout', async () => {
    const { shown, dispatch } = fakeWorker()
    await writeDevicePerson({ userId: 3, language: 'sw' })
    await dispatch('push', push(payload))
    expect(shown).toEqual([
      {
        title: 'Wellness Africa',
        options: expect.objectContaining({
          body: 'Una taarifa mpya kuhusu kipindi chako.',
          tag: 'booking:4',
        }) as unknown,
      },
    ])
    await dispatch('push', push({ ...payload, userId: 9 }))
    await clearPersonalData({ owner: null, sessionOpen: false })
    await dispatch('push', push(payload))
    expect(shown).toHaveLength(1)
  })

  it('opens the screen of a tapped notification in the open window', async () => {
    const { window, dispatch } = fakeWorker()
    const notification = { close: vi.fn(), data: { url: '/my-sessions' } }
    await dispatch('notificationclick', { notification })
    expect(notification.close).toHaveBeenCalled()
    expect(window.focus).toHaveBeenCalled()
    expect(window.navigate).toHaveBeenCalledWith('/my-sessions')
  })
})
