import { store, type Tables } from './store'

const STORAGE_KEY = 'wellness.mock-store'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Keeps the browser mock's data across page reloads, so a reload in `npm run dev` does not sign
 * the developer out or lose queued bookings. sessionStorage: a new tab starts from the fixtures.
 */
export function restoreStore(storage: KeyValueStorage): void {
  const saved = readSnapshot(storage)
  if (saved) Object.assign(store, saved)
}

export function saveStore(storage: KeyValueStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(store))
  } catch {
    // Over the storage quota (large profile photos): the data lives on in memory until reload.
  }
}

/** A snapshot of the current shape, or null (absent, corrupt, or written by an older store). */
function readSnapshot(storage: KeyValueStorage): Tables | null {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<Tables> | null
    if (!parsed || typeof parsed !== 'object') return null
    const complete = (Object.keys(store) as (keyof Tables)[]).every((table) => {
      const value = parsed[table]
      return table === 'sequences' ? typeof value === 'object' && value !== null : Array.isArray(value)
    })
    return complete ? (parsed as Tables) : null
  } catch {
    return null
  }
}
