import Dexie from 'dexie'
import { expect, it, vi } from 'vitest'

it('keeps what the outbox holds when the database moves to the persisted queries (version 2)', async () => {
  const current = await import('./db')
  current.offlineDb().close()
  await Dexie.delete('wellness-offline')
  // A device still holding the version-1 database, with a booking waiting to be sent.
  const before = new Dexie('wellness-offline')
  before.version(1).stores({ snapshots: 'key', outbox: '++id, owner' })
  await before.table('outbox').add({ kind: 'booking', owner: 7, idempotencyKey: 'k-1' })
  await before.table('snapshots').put({ key: 'directory:{}:0', data: [] })
  before.close()

  vi.resetModules()
  const { offlineDb } = await import('./db')
  const db = offlineDb()
  expect(await db.outbox.toArray()).toEqual([
    expect.objectContaining({ kind: 'booking', owner: 7, idempotencyKey: 'k-1' }),
  ])
  expect(db.tables.map((table) => table.name).sort()).toEqual(['outbox', 'queries'])
  db.close()
  vi.resetModules()
})
