import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareForDirectory, matchesDirectoryQuery } from '../../contract/directory'
import { DirectoryQuery } from '../../contract/schemas/professionals'
import { PAGE_TUNING, type PageTuning } from './directory-page'
import { listDirectory, removeDirectoryEntry, replaceDirectoryTerms } from './directory-repo'
import { directoryTestDatabase, type DirectoryTestDatabase } from './directory-test-database'
import {
  insertProfessionalRows,
  professionalRow,
  randomQuery,
  randomSource,
  testProfessional,
  type TestProfessional,
} from './directory-test-data'
import { refreshDirectoryOrder } from './directory-order'
import { rebuildDirectory } from './directory-write'

/** Ids on both sides of the 65536-id chunk boundaries of the id sets. */
const IDS = [
  ...Array.from({ length: 150 }, (_, index) => index + 1),
  ...Array.from({ length: 100 }, (_, index) => 65_486 + index),
  ...Array.from({ length: 50 }, (_, index) => 131_050 + index),
]

const never = { rankCost: Infinity, sortCost: Infinity, walkMin: Infinity }
const TUNINGS: Record<string, PageTuning> = {
  default: PAGE_TUNING,
  'always rank in memory': { ...PAGE_TUNING, ...never, rankCost: 0 },
  'always sort in SQL': { ...PAGE_TUNING, ...never, sortCost: 0 },
  'always walk, in small batches': { ...PAGE_TUNING, ...never, walkMin: 0, maxBatch: 7 },
  'walk, give up and sort': {
    ...PAGE_TUNING,
    ...never,
    walkMin: 0,
    walkSlack: 0.5,
    walkExtra: 0,
    sortCost: 1e9,
    maxBatch: 3,
  },
}

function expected(professionals: Map<number, TestProfessional>, query: DirectoryQuery) {
  const matches = [...professionals.values()]
    .filter((professional) => matchesDirectoryQuery(professional, query))
    .sort(compareForDirectory)
  return { items: matches.slice(query.offset, query.offset + query.limit), total: matches.length }
}

describe('listDirectory answers what matchesDirectoryQuery and compareForDirectory give', () => {
  let t: DirectoryTestDatabase
  const professionals = new Map<number, TestProfessional>()

  beforeAll(async () => {
    t = await directoryTestDatabase()
    const random = randomSource(7)
    const created = IDS.map((id) => testProfessional(id, random))
    await insertProfessionalRows(t.db, created)
    for (const professional of created) {
      await replaceDirectoryTerms(t.db, professional)
      professionals.set(professional.id, professional)
    }
    // Profile changes and removals keep the index in step.
    for (const id of IDS.filter((_, index) => index % 3 === 0)) {
      const changed = { ...testProfessional(id, random), username: professionals.get(id)!.username }
      await t.db.transaction(async (trx) => {
        await trx('professionals').where({ id }).update(professionalRow(changed))
        await replaceDirectoryTerms(trx, changed)
      })
      professionals.set(id, changed)
    }
    for (const id of IDS.filter((_, index) => index % 17 === 5)) {
      await removeDirectoryEntry(t.db, id)
      await t.db('professionals').where({ id }).delete()
      professionals.delete(id)
    }
    expect(await refreshDirectoryOrder(t.db)).not.toBeNull()
  }, 120_000)

  afterAll(async () => {
    await t?.close()
  })

  for (const [name, tuning] of Object.entries(TUNINGS)) {
    it(`on 250 random queries (${name})`, async () => {
      const random = randomSource(name.length * 101)
      for (let round = 0; round < 250; round++) {
        const query = v.parse(DirectoryQuery, randomQuery(random))
        const answer = await listDirectory(t.db, query, tuning)
        expect(answer, JSON.stringify(query)).toEqual(expected(professionals, query))
      }
    }, 120_000)
  }

  it('finds every professional, unfiltered, in order, page by page', async () => {
    const seen = []
    for (let offset = 0; ; offset += 50) {
      const page = await listDirectory(t.db, v.parse(DirectoryQuery, { limit: '50', offset: String(offset) }))
      expect(page.total).toBe(professionals.size)
      if (page.items.length === 0) break
      seen.push(...page.items)
    }
    expect(seen).toEqual([...professionals.values()].sort(compareForDirectory))
  })

  it('keeps the same index as a rebuild, with concurrent writers', async () => {
    const random = randomSource(99)
    const added = Array.from({ length: 30 }, (_, index) => testProfessional(200_000 + index, random))
    await insertProfessionalRows(t.db, added)
    const changed = [...professionals.keys()]
      .slice(0, 30)
      .map((id) => ({ ...testProfessional(id, random), username: professionals.get(id)!.username }))
    await Promise.all([
      ...added.map((professional) => replaceDirectoryTerms(t.db, professional)),
      ...changed.map((professional) =>
        t.db.transaction(async (trx) => {
          await trx('professionals').where({ id: professional.id }).update(professionalRow(professional))
          await replaceDirectoryTerms(trx, professional)
        }),
      ),
    ])
    for (const professional of [...added, ...changed]) professionals.set(professional.id, professional)

    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          ['professional_terms', 'professional_words', 'directory_entries', 'directory_sets'].map(async (table) => {
            const rows: Record<string, unknown>[] = await t.db(table).select()
            const text = rows.map((row) => JSON.stringify(row, (_, value: unknown) => normalize(value))).sort()
            return [table, text]
          }),
        ),
      )
    const incremental = await snapshot()
    await rebuildDirectory(t.db)
    expect(await snapshot()).toEqual(incremental)
  })
})

/** Blobs as hex, numbers as numbers (PostgreSQL may answer some as strings). */
function normalize(value: unknown): unknown {
  if (value && typeof value === 'object' && 'type' in value && value.type === 'Buffer' && 'data' in value) {
    return Buffer.from(value.data as number[]).toString('hex')
  }
  return value
}
