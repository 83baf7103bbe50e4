import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeProfessionals } from '../../../scripts/fake-professionals'
import { compareForDirectory, matchesDirectoryQuery } from '../../domain/professionals/directory'
import { DIRECTORY_TOTAL_CAP } from '../../contract/directory-total'
import { DirectoryQuery } from '../../contract/schemas/professionals'
import { loadConfig } from '../../config'
import { runBackfills } from '../../prepare-database'
import { connectDatabase } from '../../db/connect'
import { insertProfessionals } from '../../db/insert-professionals'
import { tempDatabase, type TempDatabase } from '../../test/temp-database'
import { replaceDirectoryTerms } from '../../db/search-columns'
import { listDirectory } from './repo'

const COUNT = 1_500
const QUERIES: Record<string, string>[] = [
  {},
  { language: 'english' },
  { language: 'kiswahili' },
  { location: 'kenya', language: 'swahili' },
  { specialty: 'trauma', location: 'uganda' },
  { q: 'a' },
  { q: 'gra' },
  { q: 'grace wanjiru' },
  { q: 'counsel', specialty: 'youth' },
  { q: 'zzz' },
  { verified: 'true' },
  { verified: 'true', q: 'gra', language: 'english' },
]

const now = new Date()

describe('listDirectory on SQLite, against the contract semantics', () => {
  let t: TempDatabase
  beforeAll(async () => {
    t = await tempDatabase()
    await t.db.transaction((trx) => insertProfessionals(trx, fakeProfessionals(COUNT, 7, 1)))
  }, 60_000)
  afterAll(() => t.close())

  it.each(QUERIES.flatMap((query) => ['0', '12', '1200'].map((offset) => ({ ...query, offset }))))(
    'answers %o like matchesDirectoryQuery',
    async (raw) => {
      const query = v.parse(DirectoryQuery, raw)
      const all = (await t.db('professionals').select('id')).length
      const expected: number[] = []
      for (let offset = 0; offset < all; offset += 50) {
        const { items } = await listDirectory(
          t.db,
          v.parse(DirectoryQuery, { limit: '50', offset: String(offset) }),
          now,
        )
        const wanted = items.filter((item) => query.verified !== 'true' || item.isVerified)
        expected.push(...wanted.filter((item) => matchesDirectoryQuery(item, query)).map((item) => item.id))
      }
      const { items, count } = await listDirectory(t.db, query, now)
      expect(count).toBe(Math.min(expected.length, DIRECTORY_TOTAL_CAP + 1))
      expect(items.map((item) => item.id)).toEqual(expected.slice(query.offset, query.offset + query.limit))
    },
  )

  it('lists every complete profile in directory order, and no other', async () => {
    const listed = await t.db('professionals').where({ listed: true }).pluck('id')
    expect(listed.length).toBeGreaterThan(COUNT / 2)
    expect(listed.length).toBeLessThan(COUNT)
    const items = []
    for (let offset = 0; offset < COUNT; offset += 50) {
      items.push(
        ...(await listDirectory(t.db, v.parse(DirectoryQuery, { limit: '50', offset: String(offset) }), now)).items,
      )
    }
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(listed.map(Number).sort((a, b) => a - b))
    expect(items.map((item) => item.id)).toEqual([...items].sort(compareForDirectory).map((item) => item.id))
  })

  it('follows a changed profile and a deleted one', async () => {
    const [first] = (await listDirectory(t.db, v.parse(DirectoryQuery, { q: 'gra' }), now)).items
    await t
      .db('professionals')
      .where({ id: first!.id })
      .update({ languages: JSON.stringify(['Kiamhari']) })
    await replaceDirectoryTerms(t.db, { ...first!, languages: ['Kiamhari'] })
    const amharic = await listDirectory(t.db, v.parse(DirectoryQuery, { q: 'gra', language: 'amharic' }), now)
    expect(amharic.items.map((item) => item.id)).toContain(first!.id)
    await t.db('professionals').where({ id: first!.id }).delete()
    const after = await listDirectory(t.db, v.parse(DirectoryQuery, { q: 'gra', language: 'amharic' }), now)
    expect(after.items.map((item) => item.id)).not.toContain(first!.id)
  })
})

describe('migrations 006 and 008 on a database with professionals', () => {
  it('indexes the professionals already there, and the backfill lists the complete ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wellness-test-'))
    const db = connectDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir }))
    try {
      for (let step = 0; step < 5; step++) await db.migrate.up()
      const [profile] = fakeProfessionals(1, 3, 1)
      const at = new Date().toISOString()
      const insertOld = async (username: string, fullName: string, bio: string) => {
        const [user] = await db('users')
          .insert({ username, username_key: username, role: 'professional', title: profile!.title, created_at: at })
          .returning<{ id: number }[]>('id')
        await db('professionals').insert({
          user_id: user!.id,
          username,
          full_name: fullName,
          sort_name: fullName.toLowerCase(),
          title: profile!.title,
          bio,
          location: 'Arusha, Tanzania',
          languages: JSON.stringify(['Kiswahili']),
          specialties: JSON.stringify(['Tiba ya Kiwewe']),
          created_at: at,
          updated_at: at,
        })
      }
      await insertOld(
        'arusha_1998',
        'Old Timer',
        'Has listened to people in Arusha for twenty years, in Kiswahili and English alike.',
      )
      await insertOld('arusha_2001', 'Old Short', 'Too short to be listed.')
      await db.migrate.latest()
      const query = v.parse(DirectoryQuery, { q: 'old', language: 'swahili', specialty: 'trauma' })
      const names = async () => (await listDirectory(db, query, new Date())).items.map((item) => item.fullName)
      expect(await names()).toEqual([])
      await runBackfills(db)
      expect(await names()).toEqual(['Old Timer'])
      expect(
        (await listDirectory(db, v.parse(DirectoryQuery, { q: 'old ti' }), new Date())).items.map(
          (item) => item.fullName,
        ),
      ).toEqual(['Old Timer'])
    } finally {
      await db.destroy()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
