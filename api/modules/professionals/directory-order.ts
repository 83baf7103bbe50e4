import type { Knex } from 'knex'
import { orderChunkQuery } from './directory-queries'

/**
 * Every professional's position in directory order, as read at one order version (a counter the
 * writers bump when someone joins, leaves, or changes name or verification). With it, a page of
 * any result is a sort of small integers; without it, each match costs an index lookup. Each
 * process keeps the latest it read and uses it only for listings that saw the same version, so it
 * is never stale; it is re-read in the background, at most once a second, in chunks so that other
 * requests' statements run in between.
 */
export type DirectoryOrder = { version: number; rankOf: Int32Array; idAt: Int32Array }

type Slot = { order: DirectoryOrder | null; loading: boolean; lastLoad: number }

// Each chunk is sorted once more in the statement (the only way to be sure of a text's order).
const CHUNK = 20_000
const RELOAD_INTERVAL_MS = 1000
const slots = new WeakMap<object, Slot>()

function slotOf(db: Knex): Slot {
  // Transactions have their own client object but share its config.
  const key = db.client.config as object
  let slot = slots.get(key)
  if (!slot) slots.set(key, (slot = { order: null, loading: false, lastLoad: -Infinity }))
  return slot
}

/** The order at `version` if this process has it; otherwise null, and a reload begins. */
export function directoryOrder(db: Knex, version: number | null): DirectoryOrder | null {
  if (version === null) return null
  const slot = slotOf(db)
  if (slot.order?.version === version) return slot.order
  if (!slot.loading && Date.now() - slot.lastLoad >= RELOAD_INTERVAL_MS) {
    slot.loading = true
    slot.lastLoad = Date.now()
    loadOrder(db)
      .then((order) => {
        if (order) slot.order = order
      })
      // A failed read (say, the pool closing at shutdown) only means listings keep sorting in SQL.
      .catch(() => undefined)
      .finally(() => (slot.loading = false))
  }
  return null
}

/** Reads the order now (to warm a process, or in tests). */
export async function refreshDirectoryOrder(db: Knex): Promise<DirectoryOrder | null> {
  const order = await loadOrder(db)
  if (order) slotOf(db).order = order
  return order
}

async function loadOrder(db: Knex): Promise<DirectoryOrder | null> {
  const ids: number[] = []
  let version: number | null = null
  for (let from = 0; ; from += CHUNK) {
    const [row]: { order_version: number | string; ids: string | null }[] = await orderChunkQuery(db, CHUNK, from)
    if (!row) return null
    // A writer changed the order between two chunks: give up until the next try.
    if (version !== null && Number(row.order_version) !== version) return null
    version = Number(row.order_version)
    const chunk = row.ids ? row.ids.split(',') : []
    for (const id of chunk) ids.push(Number(id))
    if (chunk.length < CHUNK) break
  }
  const idAt = Int32Array.from(ids)
  const rankOf = new Int32Array(ids.reduce((most, id) => Math.max(most, id), 0) + 1).fill(-1)
  idAt.forEach((id, rank) => (rankOf[id] = rank))
  return { version: version ?? 0, rankOf, idAt }
}

/** Ids at positions [offset, offset + limit) of some ids in directory order; null if one is unknown. */
export function pageInOrder(order: DirectoryOrder, ids: readonly number[], offset: number, limit: number) {
  const ranks = new Int32Array(ids.length)
  for (let index = 0; index < ids.length; index++) {
    const rank = order.rankOf[ids[index]!] ?? -1
    if (rank < 0) return null
    ranks[index] = rank
  }
  return Array.from(ranks.sort().subarray(offset, offset + limit), (rank) => order.idAt[rank]!)
}
