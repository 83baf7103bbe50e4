import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../api/app'
import { loadConfig } from '../api/config'
import { connectDatabase } from '../api/db/connect'
import { tempDatabase, type TempDatabase } from '../api/test/temp-database'
import { runAdmin, type AdminIo } from './admin'

const PASSWORD = 'admin-secret-42'

let temp: TempDatabase
let server: Server
let baseUrl: string
beforeAll(async () => {
  temp = await tempDatabase()
  server = createServer(createApp({ db: temp.db, config: temp.config }).callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await temp.close()
})

/** The script on the server's SQLite file, with what it printed and whether it asked for a password. */
async function admin(args: string[], env: NodeJS.ProcessEnv = {}, typed = '') {
  const printed: string[] = []
  let prompted = 0
  const io: AdminIo = {
    readPassword: async () => {
      prompted += 1
      return typed
    },
    out: (line) => printed.push(line),
    err: (line) => printed.push(line),
  }
  const settings = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: temp.dir }
  const code = await runAdmin(args, { ...settings, DATABASE_FILE: join(temp.dir, 'wellness.sqlite'), ...env }, io)
  return { code, printed: printed.join('\n'), prompted }
}

async function signIn(username: string, password: string) {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username, password }),
  })
  return { status: answer.status, body: (await answer.json()) as unknown }
}

it('creates an admin from ADMIN_PASSWORD, who signs in as an admin; the password is never printed', async () => {
  const created = await admin(['create', 'site_admin'], { ADMIN_PASSWORD: PASSWORD })
  expect(created).toMatchObject({ code: 0, prompted: 0 })
  expect(created.printed).toContain('site_admin')
  expect(created.printed).not.toContain(PASSWORD)
  expect(await signIn('site_admin', PASSWORD)).toEqual({
    status: 200,
    body: expect.objectContaining({ username: 'site_admin', role: 'admin' }),
  })
})

it('puts no demo data into the database it makes the first admin in, even where the server would seed it', async () => {
  const file = join(temp.dir, 'first-install.sqlite')
  // No SEED_DEMO and no NODE_ENV=production: what an operator types on a server it has just set up.
  const created = await admin(['create', 'first_admin'], {
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: undefined,
    DATABASE_FILE: file,
  })
  expect(created.code).toBe(0)
  const db = connectDatabase(loadConfig({ DATABASE_FILE: file, DATA_DIR: temp.dir, LOG_LEVEL: 'silent' }))
  try {
    expect(await db('users').pluck('username')).toEqual(['first_admin'])
    expect(await db('places').count({ n: '*' })).toEqual([{ n: 0 }])
  } finally {
    await db.destroy()
  }
})

it('asks for the password when ADMIN_PASSWORD is not set', async () => {
  const created = await admin(['create', 'night_admin'], {}, 'typed-secret-9')
  expect(created).toMatchObject({ code: 0, prompted: 1 })
  expect(created.printed).not.toContain('typed-secret-9')
  expect((await signIn('night_admin', 'typed-secret-9')).status).toBe(200)
})

it('refuses a taken username, an invalid one and a short password with exit code 1, creating no one', async () => {
  const before = await temp.db('users').count({ n: '*' }).first()
  const taken = await admin(['create', 'SITE_ADMIN'], { ADMIN_PASSWORD: 'another-secret-1' })
  expect(taken).toMatchObject({ code: 1, printed: expect.stringMatching(/taken/i) })
  expect((await admin(['create', 'no spaces'], { ADMIN_PASSWORD: PASSWORD })).code).toBe(1)
  const short = await admin(['create', 'short_pass'], { ADMIN_PASSWORD: 'abc' })
  expect(short.code).toBe(1)
  expect(short.printed).not.toContain('abc')
  expect(await temp.db('users').count({ n: '*' }).first()).toEqual(before)
  expect((await signIn('site_admin', 'another-secret-1')).status).toBe(401)
})

it('prints the usage for anything but create <username>', async () => {
  for (const args of [[], ['delete', 'site_admin'], ['create'], ['create', 'a_b', 'extra']]) {
    expect(await admin(args, { ADMIN_PASSWORD: PASSWORD })).toMatchObject({
      code: 1,
      printed: expect.stringContaining('Usage'),
    })
  }
})

async function post(path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(body),
  })
}

it('prints a one-time reset code for a person without a verified phone, audited, that /auth takes once', async () => {
  expect((await post('/api/register', { username: 'no_phone', password: 'forgotten-1', role: 'user' })).status).toBe(
    201,
  )
  const issued = await admin(['reset-password', 'no_phone'])
  expect(issued.code).toBe(0)
  const code = /\b(\d{6})\b/.exec(issued.printed)?.[1]
  expect(code).toMatch(/^\d{6}$/)
  const confirm = { username: 'no_phone', code, newPassword: 'remembered-2' }
  expect((await post('/api/password-reset/confirm', confirm)).status).toBe(204)
  expect((await signIn('no_phone', 'remembered-2')).status).toBe(200)
  expect((await post('/api/password-reset/confirm', { ...confirm, newPassword: 'again-3456' })).status).toBe(400)
  const actions = await temp.db('audit_events').pluck('action')
  expect(actions).toEqual(expect.arrayContaining(['resetCodeIssued', 'passwordReset']))
})

it('refuses to issue a reset code for an unknown name', async () => {
  const refused = await admin(['reset-password', 'nobody_at_all'])
  expect(refused.code).toBe(1)
  expect(refused.printed).toContain('No account is named nobody_at_all')
})
