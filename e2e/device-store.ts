import type { Page } from '@playwright/test'

type Stored = {
  snapshots: { key: string; personal: boolean; data: unknown }[]
  outbox: { kind: string; state: string }[]
}

/** What the app keeps in IndexedDB (wellness-offline): its stored copies and its outbox. */
export function deviceStore(page: Page): Promise<Stored> {
  return page.evaluate(
    () =>
      new Promise<Stored>((resolve, reject) => {
        const opened = indexedDB.open('wellness-offline')
        opened.onerror = () => reject(opened.error)
        opened.onsuccess = () => {
          const db = opened.result
          const read = <T>(store: string) =>
            new Promise<T[]>((done, fail) => {
              const request = db.transaction(store).objectStore(store).getAll()
              request.onsuccess = () => done(request.result as T[])
              request.onerror = () => fail(request.error)
            })
          Promise.all([read<Stored['snapshots'][number]>('snapshots'), read<Stored['outbox'][number]>('outbox')])
            .then(([snapshots, outbox]) => {
              db.close()
              resolve({ snapshots, outbox })
            })
            .catch(reject)
        }
      }),
  )
}
