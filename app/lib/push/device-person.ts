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

export async function forgetDevicePerson(): Promise<void> {
  if (cacheAvailable()) await caches.delete(CACHE)
}
