import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { afterEach, beforeEach } from 'vitest'
import { loadConfig } from '../config'
import { connectDatabase } from '../db/connect'

/**
 * Each test of the file gets an empty schema of its own on the PostgreSQL of DATABASE_URL
 * (`npm run test:pg`), dropped afterwards; returns the connection to it.
 */
export function freshPostgresSchema(prefix: string): () => Knex {
  let db: Knex | undefined
  let schema = ''
  beforeEach(async () => {
    schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_SCHEMA: schema,
    })
    db = connectDatabase(config)
    await db.raw('CREATE SCHEMA ??', [schema])
  })
  afterEach(async () => {
    await db?.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema])
    await db?.destroy()
  })
  return () => {
    if (!db) throw new Error('freshPostgresSchema: no connection outside a test')
    return db
  }
}
