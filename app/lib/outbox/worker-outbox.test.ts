import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { OFFLINE_DB_NAME, OFFLINE_DB_NATIVE_VERSION, OFFLINE_DB_STORES } from '../offline/db-schema'
import { offlineDb } from '../offline/db'
import { addToOutbox, outboxEntries } from './outbox-store'
import { workerOutbox } from './worker-outbox'

const booking = {
  route: 'createBooking',
  body: { professionalId: 2, sessionDate: '2099-02-10', sessionTime: '14:30', sessionType: 'Chat' },
  professionalName: 'Amina',
} as const

/** What IndexedDB holds on the device: each database's name and its own version. */
const databasesOnDevice = () => indexedDB.databases()

/** A device on which the app never stored anything. */
async function noDatabase(): Promise<void> {
  offlineDb().close()
  await Dexie.delete(OFFLINE_DB_NAME)
}

afterEach(async () => {
  // The next test's device has the database as the pages' Dexie makes it.
  await noDatabase()
  await offlineDb().open()
})

describe("the service worker's outbox, without Dexie", () => {
  it('reads what the pages wrote with Dexie, in the order written', async () => {
    await addToOutbox(booking, 'key-1', 7)
    await addToOutbox({ route: 'logout' }, '', 7)

    const read = await workerOutbox.entries()

    expect(read).toEqual(await outboxEntries())
    expect(read.map(({ route, idempotencyKey }) => [route, idempotencyKey])).toEqual([
      ['createBooking', 'key-1'],
      ['logout', ''],
    ])
  })

  it('changes entries as the pages then read them: a field set to undefined is gone, a removed one stays gone', async () => {
    await addToOutbox(booking, 'key-2', 7)
    const id = (await outboxEntries())[0]!.id!

    await workerOutbox.update(id, { state: 'held', attempts: 1, serverMessage: 'Slow down' })
    expect((await outboxEntries())[0]).toMatchObject({ state: 'held', attempts: 1, serverMessage: 'Slow down' })
    await workerOutbox.update(id, { state: 'waiting', serverMessage: undefined })
    expect((await outboxEntries())[0]).not.toHaveProperty('serverMessage')
    expect((await outboxEntries())[0]).toMatchObject({ state: 'waiting', attempts: 1, idempotencyKey: 'key-2' })

    await workerOutbox.remove(id)
    await workerOutbox.update(id, { state: 'sign-in' })
    expect(await outboxEntries()).toEqual([])
  })

  it('finds nothing to send on a device with no database, and creates none', async () => {
    await noDatabase()

    expect(await workerOutbox.entries()).toEqual([])
    await workerOutbox.update(1, { state: 'sign-in' })
    expect(await databasesOnDevice()).toEqual([])

    // The pages' Dexie then makes it whole, as on any first visit.
    await offlineDb().open()
    expect(
      offlineDb()
        .tables.map((table) => table.name)
        .sort(),
    ).toEqual(Object.keys(OFFLINE_DB_STORES).sort())
    expect(await databasesOnDevice()).toEqual([{ name: OFFLINE_DB_NAME, version: OFFLINE_DB_NATIVE_VERSION }])
  })

  it('leaves a database older than its schema untouched, for the next page to upgrade and send', async () => {
    await noDatabase()
    const before = new Dexie(OFFLINE_DB_NAME)
    before.version(1).stores({ snapshots: 'key', outbox: '++id, owner' })
    before.version(2).stores({ snapshots: null, queries: 'key' })
    await before.table('outbox').add({ kind: 'booking', owner: 7, idempotencyKey: 'key-old', state: 'waiting' })
    before.close()

    expect(await workerOutbox.entries()).toEqual([])
    expect(await databasesOnDevice()).toEqual([{ name: OFFLINE_DB_NAME, version: 20 }])

    await offlineDb().open()
    expect(await workerOutbox.entries()).toEqual([
      expect.objectContaining({ route: 'createBooking', idempotencyKey: 'key-old' }),
    ])
  })

  it('does not hold up a newer version of the app upgrading the database', async () => {
    await addToOutbox(booking, 'key-3', 7)
    expect(await workerOutbox.entries()).toHaveLength(1)

    offlineDb().close()
    const newer = new Dexie(OFFLINE_DB_NAME)
    newer.version(4).stores({ ...OFFLINE_DB_STORES, later: 'key' })
    await newer.open()
    newer.close()

    expect(await workerOutbox.entries()).toEqual([expect.objectContaining({ idempotencyKey: 'key-3' })])
  })
})
