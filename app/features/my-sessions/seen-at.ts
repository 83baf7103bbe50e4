import { useSyncExternalStore } from 'react'
import { personalStorageKey } from '../../lib/offline/personal-storage'

const changed = new Set<() => void>()
const storageKey = (userId: number) => personalStorageKey('my-sessions-seen', userId)

function subscribe(onChange: () => void): () => void {
  changed.add(onChange)
  return () => changed.delete(onChange)
}

function readSeenAt(userId: number): string | null {
  try {
    return localStorage.getItem(storageKey(userId))
  } catch {
    return null
  }
}

/** When this person last looked at My sessions on this device (ISO), or null if never. */
export function useSeenAt(userId: number | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (userId === undefined ? null : readSeenAt(userId)),
    () => null,
  )
}

/** Remembers that the person has seen their bookings as they are at `when` (ISO). */
export function markSeen(userId: number, when: string): void {
  const before = readSeenAt(userId)
  if (before !== null && before >= when) return
  try {
    localStorage.setItem(storageKey(userId), when)
  } catch {
    // Without storage the count simply is not kept between visits.
  }
  changed.forEach((onChange) => onChange())
}
