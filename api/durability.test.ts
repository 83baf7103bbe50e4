import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sqlite3 from 'sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from './contract/time'
import { COMPLETE_PROFILE } from './test/test-server'

/**
 * Nothing acknowledged is ever lost: the real server (a child process) takes bookings under load,
 * is killed with SIGKILL mid-stream, restarts on the same SQLite file, and still has every booking
 * it answered 201 for; the database passes PRAGMA integrity_check.
 */
const dir = mkdtempSync(join(tmpdir(), 'durability-'))
const env = {
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dir,
  DATABASE_FILE: join(dir, 'wellness.sqlite'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  // One user books as fast as they can: the pending-request limits would stop them first.
  PENDING_REQUESTS_PER_USER: '1000000',
  PENDING_REQUESTS_PER_PROFESSIONAL: '1000000',
}
let child: ChildProcess | undefined

afterAll(() => {
  child?.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function startServer(port: number): Promise<{ child: ChildProcess; base: string }> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 300; attempt++) {
    if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode}`)
    const answer = await fetch(`${base}/api/user`).catch(() => null)
    if (answer) return { child: started, base }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not start')
}

type Session = { cookie: string }

async function post(base: string, path: string, body: unknown, session?: Session): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { cookie: session.cookie } : {}) },
    body: JSON.stringify(body),
  })
}

async function signUp(base: string, body: Record<string, string>): Promise<Session & { id: number }> {
  const answer = await post(base, '/api/register', body)
  expect(answer.status).toBe(201)
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { cookie, id: ((await answer.json()) as { id: number }).id }
}

function integrityCheck(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => error && reject(error))
    db.get('PRAGMA integrity_check', (error, row: { integrity_check: string } | undefined) => {
      db.close()
      if (error) reject(error)
      else resolve(row?.integrity_check ?? 'no answer')
    })
  })
}

describe('durability', () => {
  it('keeps every acknowledged booking across a SIGKILL', { timeout: 120_000 }, async () => {
    const port = await freePort()
    const first = await startServer(port)
    child = first.child
    const suffix = Date.now().toString(36)
    const professional = await signUp(first.base, {
      username: `pro_${suffix}`,
      password: 'durable-pass',
      role: 'professional',
      title: 'Psychiatrist',
    })
    // Only a complete profile is listed and can be booked.
    const completed = await fetch(`${first.base}/api/me/professional/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: professional.cookie },
      body: JSON.stringify(COMPLETE_PROFILE),
    })
    expect(completed.status).toBe(200)
    const profile = (await completed.json()) as { id: number }
    const client = await signUp(first.base, { username: `client_${suffix}`, password: 'durable-pass', role: 'user' })

    const acknowledged: number[] = []
    const sessionDate = addDays(todayIn('Africa/Nairobi'), 3)
    let sent = 0
    const sender = async () => {
      for (;;) {
        sent++
        const answer = await post(
          first.base,
          '/api/bookings',
          { sessionDate, sessionTime: '10:00', sessionType: 'Chat', professionalId: profile.id, notes: `load ${sent}` },
          client,
        ).catch(() => null)
        if (!answer) return
        if (answer.status === 201) acknowledged.push(((await answer.json()) as { id: number }).id)
      }
    }
    const senders = Array.from({ length: 8 }, sender)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    first.child.kill('SIGKILL')
    await Promise.all(senders)
    expect(acknowledged.length).toBeGreaterThan(20)

    const second = await startServer(port)
    child = second.child
    const login = await post(second.base, '/api/login', { username: `pro_${suffix}`, password: 'durable-pass' })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const stored = new Set<number>()
    // The list comes a page of 50 at a time.
    for (let offset = 0; ; offset += 50) {
      const path = `/api/me/professional/bookings?status=pending&limit=50&offset=${offset}`
      const page = (await (await fetch(`${second.base}${path}`, { headers: { cookie } })).json()) as { id: number }[]
      for (const booking of page) stored.add(booking.id)
      if (page.length < 50) break
    }
    const lost = acknowledged.filter((id) => !stored.has(id))
    expect(lost).toEqual([])

    second.child.kill('SIGTERM')
    await new Promise((resolve) => second.child.once('exit', resolve))
    expect(await integrityCheck(env.DATABASE_FILE)).toBe('ok')
  })
})
