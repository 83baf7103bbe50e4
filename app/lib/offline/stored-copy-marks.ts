import type { Query } from '@tanstack/react-query'

const restoredAt = new WeakMap<Query, number>()

/** The query shows its stored copy, saved at `savedAt`, until anything newer arrives. */
export function markStoredCopy(query: Query, savedAt: number): void {
  restoredAt.set(query, savedAt)
  // The copy's own time replaces the moment it was read back (the note shows it).
  query.setState({ dataUpdatedAt: savedAt })
}

/** When the stored copy a query shows was saved, or null when it shows something newer. */
export function storedCopyTime(query: Query): number | null {
  const savedAt = restoredAt.get(query)
  return savedAt !== undefined && savedAt === query.state.dataUpdatedAt ? savedAt : null
}
