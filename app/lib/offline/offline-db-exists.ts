/** The app's one IndexedDB database (db-schema.ts), named here so a page can look for it without Dexie. */
export const OFFLINE_DB_NAME = 'wellness-offline'

/**
 * Whether this browser already holds the app's database, without creating it. Until it does,
 * nothing can wait in the outbox, so a first visit need not download its runner and Dexie
 * (issue 20). Where the browser cannot list its databases, it may: the answer is yes.
 */
export async function offlineDbExists(): Promise<boolean> {
  // No IndexedDB at all (some private modes): nothing is stored, and Dexie could not store it.
  if (typeof indexedDB === 'undefined') return false
  if (!('databases' in indexedDB)) return true
  try {
    return (await indexedDB.databases()).some((database) => database.name === OFFLINE_DB_NAME)
  } catch {
    return true
  }
}
