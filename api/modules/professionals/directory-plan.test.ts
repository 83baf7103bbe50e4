import type { Knex } from 'knex'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DirectoryQuery } from '../../contract/schemas/professionals'
import { tempDatabase, type TempDatabase } from '../../db/temp-database'
import { seedMany } from '../../../scripts/seed-many'
import { directoryQueries } from './directory-queries'

/** Tables that must only be read through an index search, never scanned (professionals as `p`). */
const NEVER_SCANNED = [
  'professionals',
  'p',
  'professional_terms',
  'professional_words',
  'directory_entries',
  'directory_sets',
]

const FILTERS = { specialty: 'family', location: 'kenya', language: 'english' } as const
const FILTER_SETS: Record<string, string>[] = [
  {},
  { specialty: FILTERS.specialty },
  { location: FILTERS.location },
  { language: FILTERS.language },
  { specialty: FILTERS.specialty, location: FILTERS.location },
  { specialty: FILTERS.specialty, language: FILTERS.language },
  { location: FILTERS.location, language: FILTERS.language },
  FILTERS,
  { specialty: 'family therapy' },
]
const SEARCHES = [undefined, 'ami', 'grace wanjiru', 'a-word-longer-than-the-stored-prefixes-of-32-letters']

const QUERIES = FILTER_SETS.flatMap((filters) =>
  SEARCHES.flatMap((q) =>
    ['0', '24'].map((offset) => v.parse(DirectoryQuery, { ...filters, ...(q ? { q } : {}), offset })),
  ),
)

type PlanRow = { id: number; parent: number; detail: string }

async function planOf(db: Knex, query: Knex.QueryBuilder): Promise<PlanRow[]> {
  const { sql, bindings } = query.toSQL().toNative()
  return db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as Knex.RawBinding[])
}

function fullScans(plan: readonly Pick<PlanRow, 'detail'>[]): string[] {
  return plan
    .map((row) => row.detail)
    .filter((line) => {
      const scanned = /^SCAN (\S+)/.exec(line)?.[1]
      return scanned !== undefined && NEVER_SCANNED.includes(scanned)
    })
}

/**
 * A term's range must come out of its index in directory order: sorting it inside the subquery
 * would read the whole range instead of stopping after a page.
 */
function sortsRange(plan: readonly PlanRow[]): boolean {
  return plan.some((row) => row.parent !== 0 && row.detail.startsWith('USE TEMP B-TREE FOR ORDER BY'))
}

async function statements(db: Knex, query: DirectoryQuery): Promise<[string, Knex.QueryBuilder][]> {
  const built = directoryQueries(db, query, [3, 1, 2])
  return Object.entries(built).flatMap(([name, value]): [string, Knex.QueryBuilder][] =>
    Array.isArray(value) ? value.map((each, index) => [`${name}[${index}]`, each]) : [[name, value]],
  )
}

describe('the directory reads only through indexes (SQLite query plans)', () => {
  let t: TempDatabase

  beforeAll(async () => {
    t = await tempDatabase()
    await seedMany(t.db, 3000)
  }, 120_000)

  afterAll(async () => {
    await t?.close()
  })

  // Without statistics (as a fresh database runs), and after ANALYZE.
  for (const analyzed of [false, true]) {
    it(`never scans a table${analyzed ? ', after ANALYZE' : ''}`, async () => {
      if (analyzed) await t.db.raw('ANALYZE')
      const problems: string[] = []
      for (const query of QUERIES) {
        for (const [name, statement] of await statements(t.db, query)) {
          const plan = await planOf(t.db, statement)
          if (fullScans(plan).length > 0 || (name.startsWith('term') && sortsRange(plan))) {
            const lines = plan.map((row) => row.detail).join('\n  ')
            problems.push(`${JSON.stringify(query)} ${name}:\n  ${statement.toString()}\n  ${lines}`)
          }
        }
      }
      expect(problems.join('\n\n')).toBe('')
    })
  }

  it('recognises a full scan and a sorted range', () => {
    const top = (...details: string[]) => details.map((detail, id) => ({ id: id + 1, parent: 0, detail }))
    expect(fullScans(top('SCAN p', 'SEARCH o USING INTEGER PRIMARY KEY (rowid=?)'))).toEqual(['SCAN p'])
    expect(fullScans(top('SCAN professionals USING COVERING INDEX x'))).toHaveLength(1)
    expect(fullScans(top('SCAN o', 'SCAN json_each VIRTUAL TABLE INDEX 1:', 'SCAN CONSTANT ROW'))).toEqual([])
    const inner = [
      { id: 1, parent: 0, detail: 'CO-ROUTINE o' },
      { id: 2, parent: 1, detail: 'SEARCH professional_terms USING COVERING INDEX professional_terms_ordered' },
      { id: 3, parent: 1, detail: 'USE TEMP B-TREE FOR ORDER BY' },
    ]
    expect(sortsRange(inner)).toBe(true)
    expect(sortsRange(top('SCAN o', 'SEARCH p', 'USE TEMP B-TREE FOR ORDER BY'))).toBe(false)
  })
})
