import { chmodSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { connectDatabase } from './connect'
import { prepareDatabase } from '../prepare-database'

const modeOf = (path: string) => statSync(path).mode & 0o777

describe('the SQLite data folder and files', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'data-modes-'))
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('are readable by the server user only: folder 0700, database, WAL, shared memory and keys 0600', async () => {
    const dataDir = join(root, 'data')
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })
    const db = connectDatabase(config)
    try {
      await prepareDatabase(db)
      const file = join(dataDir, 'wellness.sqlite')
      expect(modeOf(dataDir)).toBe(0o700)
      for (const path of [
        file,
        `${file}-wal`,
        `${file}-shm`,
        join(dataDir, 'notes.key'),
        join(dataDir, 'session.key'),
      ]) {
        expect(modeOf(path), path).toBe(0o600)
      }
    } finally {
      await db.destroy()
    }
  })

  it('tightens a folder and database left readable by an earlier version', async () => {
    const dataDir = join(root, 'old')
    mkdirSync(dataDir, { mode: 0o755 })
    chmodSync(dataDir, 0o755)
    const file = join(dataDir, 'wellness.sqlite')
    writeFileSync(file, '', { mode: 0o644 })
    chmodSync(file, 0o644)
    const db = connectDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }))
    try {
      await prepareDatabase(db)
      expect(modeOf(dataDir)).toBe(0o700)
      expect(modeOf(file)).toBe(0o600)
    } finally {
      await db.destroy()
    }
  })
})
