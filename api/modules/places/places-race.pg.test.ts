import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { PlaceUpdate } from '../../contract/schemas/places'
import { todayIn } from '../../contract/time'
import { insertPlace } from '../../db/place-rows'
import { updatePlace, type PlaceStore } from '../../domain/places/manage-places'
import type { PlaceFields } from '../../domain/places/stored-place'
import { startTestServer, type TestServer } from '../../test/test-server'
import { knexPlaceStore } from './place-store'

/**
 * Two admins' edits of one place on PostgreSQL, where they run side by side: an edit that began
 * while another was making the place a safe house must not write the place back as it read it,
 * or the safe house's town and address would be public again (docs/product.md#18-places-of-care).
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server?.close())

const clinic = (): PlaceFields => ({
  name: 'Race Test Clinic',
  kind: 'clinic',
  country: 'KE',
  town: 'Eldoret',
  address: '9 Race Road, Eldoret',
  phones: ['+254700000999'],
  hours: 'Mon-Fri 08:00-17:00',
  languages: ['English'],
  services: ['outpatient'],
  serves: ['everyone'],
  cost: 'free',
  costNote: null,
  access: 'walk-in',
  source: 'Race test',
  checkedOn: todayIn('Africa/Nairobi'),
})

/** Calls `run` with a store over its own transaction, and commits once `run` is done. */
const inTransaction = (run: (store: PlaceStore, trx: Knex.Transaction) => Promise<void>) =>
  server.db.transaction((trx: Knex.Transaction) =>
    run(
      knexPlaceStore(trx, async () => {}),
      trx,
    ),
  )

/** Resolves once another connection waits for a lock held by the backend `pid`. */
async function someoneWaitsOn(pid: number): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = (await server.db.raw(
      'select count(*)::int as n from pg_stat_activity where ? = any(pg_blocking_pids(pid))',
      [pid],
    )) as { rows: { n: number }[] }
    if (rows[0]!.n > 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`nothing waited on backend ${pid}`)
}

async function placeRow(placeId: number) {
  return (await server.db('places').where({ id: placeId }).first('kind', 'hours')) as { kind: string; hours: string }
}

/** The two admins' edits, the second begun while the first holds its change open: its error, if any. */
async function editWhileMadeSafeHouse(placeId: number, update: PlaceUpdate): Promise<unknown> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let madeSafeHouse = (_pid: number) => {}
  const written = new Promise<number>((resolve) => (madeSafeHouse = resolve))

  // The first admin makes it a safe house, and holds the transaction open before committing.
  const first = inTransaction(async (store, trx) => {
    await updatePlace(store, placeId, { kind: 'safe-house' }, new Date())
    const { rows } = (await trx.raw('select pg_backend_pid() as pid')) as { rows: { pid: number }[] }
    madeSafeHouse(rows[0]!.pid)
    await released
  })
  const firstPid = await written
  // The second admin, whose form showed a clinic, saves an edit.
  const second = inTransaction((store) => updatePlace(store, placeId, update, new Date())).then(
    () => null,
    (error: unknown) => error,
  )
  await someoneWaitsOn(firstPid)
  release()
  await first
  return second
}

describe("an admin's edit of a place on PostgreSQL while another admin's edit is under way", () => {
  it('keeps a place another admin made a safe house meanwhile a safe house, with the edit applied', async () => {
    const placeId = await insertPlace(server.db, clinic(), new Date().toISOString())

    expect(await editWhileMadeSafeHouse(placeId, { hours: '24 hours' })).toBeNull()

    expect(await placeRow(placeId)).toEqual({ kind: 'safe-house', hours: '24 hours' })
  })

  it('refuses an edit naming the kind it read (as the admin form sends every field), and nothing of it is saved', async () => {
    const placeId = await insertPlace(server.db, clinic(), new Date().toISOString())

    const error = await editWhileMadeSafeHouse(placeId, { kind: 'clinic', hours: '24 hours' })

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).message).toBe(messages.safeHouseStaysSafeHouse)
    expect(await placeRow(placeId)).toEqual({ kind: 'safe-house', hours: 'Mon-Fri 08:00-17:00' })
  })

  it('applies an edit when nothing else is under way', async () => {
    const placeId = await insertPlace(server.db, clinic(), new Date().toISOString())
    await inTransaction((store) => updatePlace(store, placeId, { hours: '24 hours' }, new Date()))
    expect(await placeRow(placeId)).toEqual({ kind: 'clinic', hours: '24 hours' })
  })
})
