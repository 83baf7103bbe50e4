import { create } from 'zustand'

type StoredCopies = { savedAt: Record<string, number> }

/** Which snapshot keys are shown from the stored copy right now, and when each was saved. */
export const useStoredCopies = create<StoredCopies>()(() => ({ savedAt: {} }))

export function markStoredCopy(key: string, savedAt: number | null): void {
  const current = useStoredCopies.getState().savedAt
  if (savedAt === null && !(key in current)) return
  const next = Object.fromEntries(Object.entries(current).filter(([shown]) => shown !== key))
  if (savedAt !== null) next[key] = savedAt
  useStoredCopies.setState({ savedAt: next })
}

/** The oldest save time among the stored copies shown under a key prefix, or null when all is live. */
export function oldestStoredCopy(savedAt: Record<string, number>, prefix: string): number | null {
  const times = Object.entries(savedAt)
    .filter(([key]) => key.startsWith(prefix))
    .map(([, time]) => time)
  return times.length > 0 ? Math.min(...times) : null
}
