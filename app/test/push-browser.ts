import { vi } from 'vitest'

export const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-phone'

/**
 * A browser with the Push API whose person allows notifications. `subscribed` says whether this
 * device already holds its subscription; `devicePerson` is who the app last wrote down as signed in
 * here (app/lib/push/device-person.ts), none without the Cache API. Undo with `vi.unstubAllGlobals()`
 * and by deleting `navigator.serviceWorker`.
 */
export function pushCapableBrowser({ subscribed = false, devicePerson = null as number | null } = {}) {
  const subscription = {
    endpoint: PUSH_ENDPOINT,
    toJSON: () => ({
      endpoint: PUSH_ENDPOINT,
      expirationTime: null,
      keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => ((current = null), true)),
  }
  let current: typeof subscription | null = subscribed ? subscription : null
  const subscribe = vi.fn(async () => (current = subscription))
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal('Notification', {
    permission: subscribed ? 'granted' : 'default',
    requestPermission: async () => 'granted',
  })
  vi.stubGlobal('caches', devicePerson === null ? undefined : devicePersonCache(devicePerson))
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => current, subscribe } }) },
  })
  return { subscribe, subscription }
}

/** The Cache API holding only the device's person, as the app writes it. */
function devicePersonCache(userId: number) {
  let person = JSON.stringify({ userId, language: 'en' })
  const cache = {
    match: async () => new Response(person),
    put: async (_key: string, answer: Response) => void (person = await answer.text()),
  }
  return { open: async () => cache, delete: async () => true }
}
