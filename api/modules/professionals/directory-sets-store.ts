import type { Knex } from 'knex'
import { isPostgres } from '../../db/dialect'
import { bulkInsert } from './bulk-insert'
import {
  chunkOf,
  decodeContainer,
  encodeContainer,
  lowOf,
  setSize,
  updateContainer,
  type Container,
  type IdSet,
} from './id-sets'

type Db = Knex | Knex.Transaction

export type SetRow = { set_key: string; chunk: number; cardinality: number; members: Uint8Array }
const SET_COLUMNS = ['set_key', 'chunk', 'cardinality', 'members'] as const
const KEYS_PER_SELECT = 500

/** The stored chunks of some sets. */
export function setsQuery(db: Db, keys: readonly string[]) {
  return db('directory_sets').select<SetRow[]>(SET_COLUMNS).whereIn('set_key', keys)
}

/** A stored set: its size at once, its members when decoded (decodeSet). */
export type StoredSet = { size: number; rows: SetRow[] }

/** Sets from their stored rows (of setsQuery); a key without rows is an empty set. */
export function storedSets(keys: readonly string[], rows: readonly SetRow[]): Map<string, StoredSet> {
  const sets = new Map(keys.map((key): [string, StoredSet] => [key, { size: 0, rows: [] }]))
  for (const row of rows) {
    const set = sets.get(row.set_key)
    if (!set || Number(row.cardinality) === 0) continue
    set.size += Number(row.cardinality)
    set.rows.push(row)
  }
  return sets
}

export function decodeSet(stored: StoredSet): IdSet {
  return new Map(stored.rows.map((row) => [Number(row.chunk), decodeContainer(row.members)]))
}

/** Ids to add to and remove from each set. */
export type SetChanges = Map<string, { add: number[]; remove: number[] }>

export function addChange(changes: SetChanges, key: string, id: number, change: 'add' | 'remove'): void {
  const entry = changes.get(key) ?? { add: [], remove: [] }
  entry[change].push(id)
  changes.set(key, entry)
}

type ChunkChange = { key: string; chunk: number; add: number[]; remove: number[] }

function byChunk(changes: SetChanges): ChunkChange[] {
  const chunks: ChunkChange[] = []
  for (const [key, { add, remove }] of changes) {
    const ofKey = new Map<number, ChunkChange>()
    const put = (id: number, list: 'add' | 'remove') => {
      const chunk = chunkOf(id)
      let entry = ofKey.get(chunk)
      if (!entry) ofKey.set(chunk, (entry = { key, chunk, add: [], remove: [] }))
      entry[list].push(lowOf(id))
    }
    for (const id of add) put(id, 'add')
    for (const id of remove) put(id, 'remove')
    chunks.push(...ofKey.values())
  }
  // One order for every writer, so concurrent PostgreSQL writers lock rows without deadlocks.
  return chunks.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.chunk - b.chunk))
}

async function readForUpdate(trx: Knex.Transaction, changes: ChunkChange[]): Promise<Map<string, Container>> {
  const postgres = isPostgres(trx)
  if (postgres) {
    // Placeholder rows, so that sets nobody has yet can be locked (and created once) like the others.
    const placeholders = changes.map(({ key, chunk }) => ({
      set_key: key,
      chunk,
      cardinality: 0,
      members: Buffer.alloc(0),
    }))
    await bulkInsert(trx, 'directory_sets', SET_COLUMNS, placeholders, { target: ['set_key', 'chunk'] })
  }
  const keys = [...new Set(changes.map(({ key }) => key))]
  const stored = new Map<string, Container>()
  for (let start = 0; start < keys.length; start += KEYS_PER_SELECT) {
    const query = setsQuery(trx, keys.slice(start, start + KEYS_PER_SELECT))
    const rows = postgres ? await query.orderBy(['set_key', 'chunk']).forUpdate() : await query
    for (const row of rows) {
      if (row.cardinality > 0) stored.set(`${row.chunk}:${row.set_key}`, decodeContainer(row.members))
    }
  }
  return stored
}

/** Applies set changes inside the caller's transaction. */
export async function applySetChanges(trx: Knex.Transaction, changes: SetChanges): Promise<void> {
  const chunks = byChunk(changes)
  if (chunks.length === 0) return
  const stored = await readForUpdate(trx, chunks)
  const written: SetRow[] = []
  const emptied = new Map<number, string[]>()
  for (const { key, chunk, add, remove } of chunks) {
    const container = updateContainer(stored.get(`${chunk}:${key}`) ?? null, add, remove)
    if (container) {
      written.push({
        set_key: key,
        chunk,
        cardinality: setSize(new Map([[chunk, container]])),
        members: encodeContainer(container),
      })
    } else {
      emptied.set(chunk, [...(emptied.get(chunk) ?? []), key])
    }
  }
  await bulkInsert(trx, 'directory_sets', SET_COLUMNS, written, {
    target: ['set_key', 'chunk'],
    update: ['cardinality', 'members'],
  })
  for (const [chunk, keys] of emptied) {
    for (let start = 0; start < keys.length; start += KEYS_PER_SELECT) {
      await trx('directory_sets')
        .where({ chunk })
        .whereIn('set_key', keys.slice(start, start + KEYS_PER_SELECT))
        .delete()
    }
  }
}
