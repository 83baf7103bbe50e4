import type { Locale } from '../i18n'

/**
 * Who is signed in on this device and in which language, where the service worker can read it when
 * a push arrives with no page open (it cannot read the page's storage or cookies). Written while
 * someone is signed in and when the language changes; removed at logout. Cache API rather than
 * IndexedDB: no schema, and both sides reach it in two calls.
 */
export type DevicePerson = { userId: number; language: Locale }

const CACHE = 'device-person'
const ENTRY = '/device-person.json'

const cacheAvailable = () => typeof caches !== 'undefined'

export async function writeDevicePerson(person: DevicePerson): Promise<void> {
  if (!cacheAvailable()) return
  const cache = await caches.open(CACHE)
  await cache.put(ENTRY, new Response(JSON.stringify(person), { headers: { 'Content-Type': 'application/json' } }))
}

export async function readDevicePerson(): Promise<unknown> {
  if (!cacheAvailable()) return null
  const answer = await (await caches.open(CACHE)).match(ENTRY)
  return answer ? ((await answer.json()) as unknown) : null
}

/** The id of the person this device was last written for, or null. */
export async function devicePersonId(): Promise<number | null> {
  const person = await readDevicePerson()
  return typeof person === 'object' && person !== null && 'userId' in person && typeof person.userId === 'number'
    ? person.userId
    : null
}

export async function forgetDevicePerson(): Promise<void> {
  if (cacheAvailable()) await caches.delete(CACHE)
}

/**
 * Ends this browser's push subscription. The server ends a sign-in's subscriptions at its logout,
 * but not one made under an earlier session that lapsed (30 minutes idle): only the push
 * service's answer to the next push (410) takes that one off the server.
 */
export async function endPushSubscription(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration()
  await (await registration?.pushManager?.getSubscription())?.unsubscribe()
}

/**
 * Writes who is signed in now. A subscription the browser holds for the person before them (a
 * shared phone whose last person's session lapsed without a logout) ends: pushes for them must
 * not keep reaching this phone.
 */
export async function claimDevicePerson(person: DevicePerson): Promise<void> {
  const earlierUserId = await devicePersonId()
  if (earlierUserId !== null && earlierUserId !== person.userId) await endPushSubscription()
  await writeDevicePerson(person)
}
