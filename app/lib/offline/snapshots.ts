import { offlineDb, type Snapshot } from './db'
import { requestPersistentStorageOnce } from './persist'
import { USER_SNAPSHOT_KEY } from './snapshot-keys'

export async function saveSnapshot(key: string, data: unknown, personal: boolean): Promise<void> {
  await offlineDb().snapshots.put({ key, data, savedAt: Date.now(), personal })
  requestPersistentStorageOnce()
}

/**
 * The stored user says nobody is signed in (logout, an expired session), so a reload offline does
 * not bring the person back. Not personal: the logout's clearing keeps it.
 */
export async function storeSignedOut(): Promise<void> {
  await saveSnapshot(USER_SNAPSHOT_KEY, null, false)
}

export async function readSnapshot(key: string): Promise<Snapshot | undefined> {
  return offlineDb().snapshots.get(key)
}

/** Everything stored on behalf of a signed-in person (logout). */
export async function clearPersonalSnapshots(): Promise<void> {
  await offlineDb()
    .snapshots.filter((snapshot) => snapshot.personal)
    .delete()
}
