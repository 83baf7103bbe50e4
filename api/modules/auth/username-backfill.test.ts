import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { ApiError } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { usernameKey, usernameSkeleton } from '../../domain/accounts/usernames'
import { connectDatabase } from '../../db/connect'
import { prepareDatabase } from '../../prepare-database'
import { backfillUsernames } from './username-backfill'
import { createAccount, findAccount, usernameTaken } from './repo'

const MIGRATION = '005_username_skeletons.ts'

/** The accounts of a database from before migration 005, keyed by lower case as then. */
const legacyNames = ['dr_amina', 'Mary', 'Straße', 'STRASSE', 'dr_аmina', 'ｄｒ_amina', 'Wanjiku', 'ΟΔΟΣ']

type Row = { id: number; username: string; username_key: string; username_skeleton: string | null }

async function migrateBefore(db: Knex, file: string): Promise<void> {
  for (;;) {
    const [, pending] = (await db.migrate.list()) as [unknown, { file: string }[]]
    if (!pending[0] || pending[0].file >= file) return
    await db.migrate.up()
  }
}

describe('migration 005 and the usernames backfill', () => {
  let dir: string
  let db: Knex
  let rows: Map<string, Row>

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wellness-usernames-'))
    db = connectDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }))
    await migrateBefore(db, MIGRATION)
    for (const username of legacyNames) {
      const row = { username, username_key: username.toLowerCase(), password_hash: null, role: 'user', title: null }
      await db('users').insert({ ...row, created_at: new Date().toISOString() })
    }
    await prepareDatabase(db)
    const all = await db('users').orderBy('id').select<Row[]>('id', 'username', 'username_key', 'username_skeleton')
    rows = new Map(all.map((row) => [row.username, row]))
  })

  afterEach(async () => {
    await db.destroy()
    await rm(dir, { recursive: true, force: true })
  })

  it('gives existing accounts their NFKC case-folded key and their skeleton', () => {
    for (const username of ['dr_amina', 'Mary', 'STRASSE', 'Wanjiku', 'ΟΔΟΣ']) {
      expect(rows.get(username), username).toMatchObject({
        username_key: usernameKey(username),
        username_skeleton: usernameSkeleton(username),
      })
    }
    expect(rows.get('ΟΔΟΣ')?.username_key).toBe('οδοσ')
  })

  it('leaves a legacy look-alike its old key and no skeleton, the older account keeping the name', () => {
    expect(rows.get('dr_аmina')).toMatchObject({ username_key: 'dr_аmina', username_skeleton: null })
    expect(rows.get('ｄｒ_amina')).toMatchObject({ username_key: 'ｄｒ_amina', username_skeleton: null })
    // STRASSE already holds the key strasse, so Straße keeps straße.
    expect(rows.get('Straße')).toMatchObject({ username_key: 'straße', username_skeleton: null })
  })

  it('keeps both accounts of a colliding pair signing in, each by its own name', async () => {
    const signsInAs = async (typed: string) => (await findAccount(db, typed))?.username
    expect(await signsInAs('dr_amina')).toBe('dr_amina')
    expect(await signsInAs('DR_AMINA')).toBe('dr_amina')
    expect(await signsInAs('dr_аmina')).toBe('dr_аmina')
    expect(await signsInAs('ｄｒ_amina')).toBe('ｄｒ_amina')
    expect(await signsInAs('Straße')).toBe('Straße')
    expect(await signsInAs('strasse')).toBe('STRASSE')
    expect(await signsInAs('οδος')).toBe('ΟΔΟΣ')
  })

  it('refuses new look-alikes of legacy names, in the check and in the unique index', async () => {
    expect(await usernameTaken(db, 'DR_AMİNA')).toBe(true)
    expect(await usernameTaken(db, 'ｓｔｒａｓｓｅ')).toBe(true)
    expect(await usernameTaken(db, 'wanjiku_ñ')).toBe(false)
    const racing = createAccount(db, { username: 'dr_arnina', role: 'user', passwordHash: null })
    await expect(racing).rejects.toEqual(
      new ApiError(409, messages.usernameTaken, { username: messages.usernameTaken }),
    )
  })

  it('changes nothing when it runs again', async () => {
    const before = await db('users').orderBy('id').select()
    await backfillUsernames(db)
    expect(await db('users').orderBy('id').select()).toEqual(before)
  })
})
