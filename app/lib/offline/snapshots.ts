import { offlineDb, type Snapshot } from './db'
import { requestPersistentStorageOnce } from './persist'

export async function saveSnapshot(key: string, data: unknown, personal: boolean): Promise<void> {
  await offlineDb().snapshots.put({ key, data, savedAt: Date.now(), personal })
  requestPersistentStorageOnce()
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
