import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import knex from 'knex'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const databaseUrl = process.env.DATABASE_URL!
const migrations = readdirSync(join(root, 'api/db/migrations')).filter((file) => /^\d+_[\w-]+\.ts$/.test(file))

type Outcome = { listening: boolean; output: string }

/** One `npm start` server process (without the build) on the schema; resolves once it listens or exits. */
function startServer(schema: string, dataDir: string): { child: ChildProcess; outcome: Promise<Outcome> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      SEED_DEMO: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-build'),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const outcome = new Promise<Outcome>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('listening on')) resolve({ listening: true, output })
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.on('exit', () => resolve({ listening: false, output }))
  })
  return { child, outcome }
}

describe('startup on PostgreSQL', () => {
  const db = knex({ client: 'pg', connection: databaseUrl })
  const schemas: string[] = []
  afterAll(async () => {
    for (const schema of schemas) await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema])
    await db.destroy()
  })

  it('brings up 4 processes started at once on an empty schema, 5 times: migrated and seeded once', async () => {
    for (let round = 1; round <= 5; round++) {
      const schema = `startup_${process.pid}_${round}_${Date.now()}`
      schemas.push(schema)
      const dataDir = await mkdtemp(join(tmpdir(), 'startup-'))
      const servers = Array.from({ length: 4 }, () => startServer(schema, dataDir))
      try {
        const outcomes = await Promise.all(servers.map((server) => server.outcome))
        for (const outcome of outcomes) expect(outcome.listening, `round ${round}: ${outcome.output}`).toBe(true)
        expect(await db.withSchema(schema).table('knex_migrations').count({ n: '*' })).toEqual([
          { n: String(migrations.length) },
        ])
        expect(await db.withSchema(schema).table('users').where({ username: 'demo_user' }).count({ n: '*' })).toEqual([
          { n: '1' },
        ])
      } finally {
        for (const { child } of servers) child.kill('SIGKILL')
        await rm(dataDir, { recursive: true, force: true })
      }
    }
  }, 180_000)
})
