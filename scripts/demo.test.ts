import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { demoAccounts, fixtureProfessionals } from '../api/fixtures/demo'
import { runDemo } from './demo'

const root = fileURLToPath(new URL('..', import.meta.url))

/** A production start on plain HTTP (loopback), with its keys: only the database differs from case to case. */
function productionEnv(dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    INSECURE_HTTP: 'true',
    // Production names its SMS channel; these runs send none.
    NOTIFY_SMS: 'none',
    NOTES_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SESSION_KEYS: randomBytes(24).toString('hex'),
    DATA_DIR: dir,
    DATABASE_FILE: join(dir, 'wellness.sqlite'),
    DIST_DIR: join(dir, 'no-build'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'error',
  }
}

type Start = { listening: boolean; output: string; port: number | null }

/** `npm start` without the build: resolves once it listens (then stops it) or exits. */
function start(env: NodeJS.ProcessEnv, whileListening: (port: number) => Promise<void> = async () => {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { cwd: root, env, stdio: 'pipe' })
  let output = ''
  return new Promise<Start>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1]
      if (!port) return
      whileListening(Number(port)).then(
        () => {
          child.kill('SIGKILL')
          resolve({ listening: true, output, port: Number(port) })
        },
        (error: unknown) => {
          child.kill('SIGKILL')
          reject(error instanceof Error ? error : new Error(String(error)))
        },
      )
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', () => resolve({ listening: false, output, port: null }))
  })
}

/** Seeds the folder's database as `npm start` does in development. */
async function seedAsDevelopment(dir: string): Promise<void> {
  const development = { ...productionEnv(dir), NODE_ENV: 'development', INSECURE_HTTP: 'false' }
  expect((await start(development)).listening).toBe(true)
}

const quiet = { out: () => {}, err: () => {} }

describe('production holds no demo data', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('starts on an empty database with no demo account, prints no password, and keeps the demo names from everyone', async () => {
    const env = productionEnv(dir)
    const started = await start(env, async (port) => {
      const register = await fetch(`http://127.0.0.1:${port}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({
          username: demoAccounts.professional.username,
          password: 'a-real-password',
          role: 'user',
        }),
      })
      expect(register.status).toBe(409)
      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({
          username: demoAccounts.professional.username,
          password: demoAccounts.professional.password,
        }),
      })
      expect(login.status).toBe(401)
    })
    expect(started.listening).toBe(true)
    expect(started.output).not.toMatch(/wellness-demo|Demo accounts/)
  }, 60_000)

  it('refuses to start in one line on a database that was seeded, until `npm run demo -- remove`', async () => {
    await seedAsDevelopment(dir)
    const env = productionEnv(dir)
    const refused = await start(env)
    expect(refused.listening).toBe(false)
    expect(refused.output.trim()).toMatch(/^Not starting: [^\n]*demo accounts[^\n]*npm run demo -- remove[^\n]*$/)
    expect(refused.output).not.toMatch(/wellness-demo/)

    const printed: string[] = []
    expect(
      await runDemo(['remove'], env, { out: (line) => printed.push(line), err: (line) => printed.push(line) }),
    ).toBe(0)
    expect(printed).toEqual([`Removed ${fixtureProfessionals.length + 1} demo accounts and everything they held.`])
    expect((await start(env)).listening).toBe(true)
  }, 90_000)

  it('says how to call it when the words are wrong', async () => {
    const lines: string[] = []
    expect(await runDemo(['delete'], {}, { ...quiet, err: (line) => lines.push(line) })).toBe(1)
    expect(lines).toEqual([
      'Usage: npm run demo -- remove   (on DATABASE_URL, or on DATABASE_FILE / DATA_DIR for SQLite)',
    ])
  })
})
