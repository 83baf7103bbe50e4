import type { Page } from '@playwright/test'

type Stored = {
  /** The stored copies of queries: `key` is the query key written `part:part:…`. */
  snapshots: { key: string; personal: boolean; data: unknown }[]
  outbox: { route: string; state: string }[]
}

type StoredQuery = { key: string; value: { queryKey: unknown[]; state: { data: unknown } } }

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
              if (!db.objectStoreNames.contains(store)) return done([])
              const request = db.transaction(store).objectStore(store).getAll()
              request.onsuccess = () => done(request.result as T[])
              request.onerror = () => fail(request.error)
            })
          Promise.all([read<StoredQuery>('queries'), read<Stored['outbox'][number]>('outbox')])
            .then(([queries, outbox]) => {
              db.close()
              const snapshots = queries.map(({ key, value }) => ({
                key: value.queryKey.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(':'),
                // The persister's prefix: personal copies go on logout.
                personal: key.startsWith('personal-'),
                data: value.state.data,
              }))
              resolve({ snapshots, outbox })
            })
            .catch(reject)
        }
      }),
  )
}
