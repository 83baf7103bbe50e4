import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { createApp } from '../app'
import { loadConfig, type Config } from '../config'
import { connectDatabase } from '../db/connect'
import { prepareDatabase } from '../prepare-database'
import type { WorkQueue } from '../http/work-queue'

/**
 * The real app on a fresh database and an ephemeral 127.0.0.1 port, for tests of what only the
 * server has. SQLite in a temporary folder; PostgreSQL (a throwaway schema) when DATABASE_URL is set.
 */
export type TestServer = {
  baseUrl: string
  db: Knex
  /** The SQLite file, or null on PostgreSQL. */
  databaseFile: string | null
  config: Config
  close(): Promise<void>
}

/**
 * `settings`: more environment variables, such as a raised limit (PENDING_REQUESTS_PER_USER=100);
 * `photoQueue`: where profile photos are decoded, for a test that fills it.
 */
export async function startTestServer(
  settings: Record<string, string> = {},
  options: { photoQueue?: WorkQueue } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bookings-test-'))
  const databaseFile = join(dataDir, 'test.sqlite')
  const schema = `bookings_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const postgresUrl = process.env.DATABASE_URL
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DATABASE_FILE: databaseFile,
    ...settings,
  }
  const config = loadConfig(postgresUrl ? { ...env, DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : env)
  const db = connectDatabase(config)
  await prepareDatabase(db)
  const server = createServer(createApp({ db, config, ...options }).callback())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    databaseFile: postgresUrl ? null : databaseFile,
    config,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
      if (postgresUrl) await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema])
      await db.destroy()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type Session = { cookie: string; username: string }

export type Request = { session?: Session; body?: unknown; headers?: Record<string, string> }

export async function send(server: TestServer, method: string, path: string, request: Request = {}): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers }
  if (request.session) headers.cookie = request.session.cookie
  if (request.body !== undefined) headers['content-type'] = 'application/json'
  const body = request.body === undefined ? undefined : JSON.stringify(request.body)
  return fetch(`${server.baseUrl}${path}`, { method, headers, body })
}

/** A profile complete enough to be listed and booked (docs/product.md#15-trust). */
export const COMPLETE_PROFILE = {
  fullName: 'Test Professional',
  bio: 'Listens carefully and works with adults on stress, grief and change, at a pace that suits them.',
  location: 'Nairobi, Kenya',
  specialties: ['Grief'],
  languages: ['English'],
}

/**
 * Registers an account and keeps its session cookie. A professional's profile is completed so
 * they are listed and bookable, unless `complete` is false.
 */
export async function signUp(
  server: TestServer,
  role: 'user' | 'professional',
  { complete = true }: { complete?: boolean } = {},
): Promise<Session> {
  const username = `${role}_${randomBytes(4).toString('hex')}`
  const title = role === 'professional' ? { title: 'Clinical Psychologist' } : {}
  const answer = await send(server, 'POST', '/api/register', {
    body: { username, password: 'correct-horse-1', role, ...title },
  })
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${await answer.text()}`)
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  if (role === 'professional' && complete) {
    const profile = await send(server, 'PATCH', '/api/me/professional/profile', {
      session: { cookie, username },
      body: COMPLETE_PROFILE,
    })
    if (profile.status !== 200) throw new Error(`the profile answered ${profile.status}: ${await profile.text()}`)
  }
  return { cookie, username }
}
