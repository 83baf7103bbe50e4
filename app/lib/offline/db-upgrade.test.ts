import Dexie from 'dexie'
import { afterEach, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { signInAs, signOut } from '../../test/sign-in'
import { offlineDb, type OfflineDb } from './db'

let opened: OfflineDb | null = null

afterEach(async () => {
  signOut()
  opened?.close()
  opened = null
  vi.resetModules()
  // The setup's connection, closed for the old database to be made, serves the next tests again.
  await offlineDb().open()
})

/** A device still holding the database at `version`, with these rows in its outbox; then the app opens it. */
async function openAfter(version: 1 | 2, entries: object[]) {
  offlineDb().close()
  await Dexie.delete('wellness-offline')
  const before = new Dexie('wellness-offline')
  before.version(1).stores({ snapshots: 'key', outbox: '++id, owner' })
  if (version === 2) before.version(2).stores({ snapshots: null, queries: 'key' })
  for (const entry of entries) await before.table('outbox').add(entry)
  if (version === 1) await before.table('snapshots').put({ key: 'directory:{}:0', data: [] })
  before.close()
  vi.resetModules()
  opened = (await import('./db')).offlineDb()
  return opened
}

it('keeps what the outbox holds when the database moves to the persisted queries (version 2)', async () => {
  const db = await openAfter(1, [{ kind: 'booking', owner: 7, idempotencyKey: 'k-1' }])
  expect(await db.outbox.toArray()).toEqual([
    expect.objectContaining({ route: 'createBooking', owner: 7, idempotencyKey: 'k-1' }),
  ])
  expect(db.tables.map((table) => table.name).sort()).toEqual(['outbox', 'queries'])
})

const waiting = { createdAt: 1, attempts: 0, nextAttemptAt: 1, state: 'waiting' }
const session = { sessionDate: '2099-02-10', sessionTime: '14:30' }

it('rewrites the entries of the first outbox shape as the calls they stand for (version 3)', async () => {
  const db = await openAfter(2, [
    {
      ...waiting,
      kind: 'booking',
      body: { professionalId: 2 },
      professionalName: 'Amina',
      owner: 7,
      idempotencyKey: 'k-1',
    },
    { ...waiting, kind: 'notes', bookingId: 4, body: { professionalNotes: 'x' }, owner: 3, idempotencyKey: 'k-2' },
    {
      ...waiting,
      kind: 'status',
      bookingId: 5,
      body: { status: 'confirmed' },
      session,
      owner: 3,
      idempotencyKey: 'k-3',
    },
    {
      ...waiting,
      kind: 'cancel',
      bookingId: 6,
      body: { status: 'cancelled' },
      session,
      owner: 7,
      idempotencyKey: 'k-4',
    },
    { ...waiting, kind: 'logout', owner: 3, idempotencyKey: '', state: 'held', serverMessage: 'busy' },
  ])
  const rows = await db.outbox.toArray()
  expect(rows.map(({ id: _, ...row }) => row)).toEqual([
    {
      ...waiting,
      route: 'createBooking',
      body: { professionalId: 2 },
      professionalName: 'Amina',
      owner: 7,
      idempotencyKey: 'k-1',
    },
    {
      ...waiting,
      route: 'saveSessionNotes',
      params: { bookingId: 4 },
      body: { professionalNotes: 'x' },
      owner: 3,
      idempotencyKey: 'k-2',
    },
    {
      ...waiting,
      route: 'updateBookingStatus',
      params: { bookingId: 5 },
      body: { status: 'confirmed' },
      session,
      owner: 3,
      idempotencyKey: 'k-3',
    },
    {
      ...waiting,
      route: 'cancelMyBooking',
      params: { bookingId: 6 },
      body: { status: 'cancelled' },
      session,
      owner: 7,
      idempotencyKey: 'k-4',
    },
    { ...waiting, route: 'logout', owner: 3, idempotencyKey: '', state: 'held', serverMessage: 'busy' },
  ])
})

it('sends an Accept that waited in the old shape to its route, with the key it was written with', async () => {
  const { userId } = signInAs('professional')
  const sent: { path: string; key: string | null }[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH')
      sent.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key') })
  })
  await openAfter(2, [
    {
      ...waiting,
      kind: 'status',
      bookingId: 1,
      body: { status: 'confirmed' },
      session,
      owner: userId,
      idempotencyKey: 'key-old-shape-1',
    },
  ])
  const { flushOutbox } = await import('../outbox/flush-outbox')
  const { outboxEntries, pageOutbox } = await import('../outbox/outbox-store')

  await flushOutbox(pageOutbox)

  server.events.removeAllListeners()
  expect(sent).toEqual([{ path: '/api/bookings/1', key: 'key-old-shape-1' }])
  expect(store.bookings.find((booking) => booking.id === 1)?.status).toBe('confirmed')
  expect(await outboxEntries()).toEqual([])
})
