import { mkdir, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { tempDatabase, type TempDatabase } from './test/temp-database'

/** The session cookie pair (and its signature) from a response, as a Cookie header. */
function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

describe('createApp end to end (SQLite)', () => {
  let t: TempDatabase
  let server: Server
  let base: string

  beforeAll(async () => {
    t = await tempDatabase()
    const distDir = join(t.dir, 'dist')
    await mkdir(distDir)
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>wellness</title>')
    await mkdir(join(distDir, 'assets'))
    await writeFile(join(distDir, 'assets', 'part-abc123.js'), 'export const part = 1\n')
    server = createServer(createApp({ db: t.db, config: t.config, distDir }).callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await t.close()
  })

  const json = (body: unknown, cookie = '') => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  })

  it('registers, knows the user, logs out, and the old cookie no longer works', async () => {
    const registered = await fetch(
      `${base}/api/register`,
      json({ username: 'Smoke_User', password: 'secret-1', role: 'user' }),
    )
    expect(registered.status).toBe(201)
    const user = await registered.json()
    expect(user).toEqual({ id: expect.any(Number), username: 'Smoke_User', role: 'user' })
    const cookie = cookieOf(registered)
    expect(cookie).toMatch(/(^|; )wellness\.sid=[A-Za-z0-9_-]{43}; wellness\.sid\.sig=/)

    const current = await fetch(`${base}/api/user`, { headers: { Cookie: cookie } })
    expect(current.status).toBe(200)
    expect(await current.json()).toEqual(user)

    const logout = await fetch(`${base}/api/logout`, { method: 'POST', headers: { Cookie: cookie } })
    expect(logout.status).toBe(204)
    expect(await logout.text()).toBe('')

    const after = await fetch(`${base}/api/user`, { headers: { Cookie: cookie } })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ message: 'Please log in to continue' })
    expect(await t.db('sessions').count({ n: '*' }).first()).toEqual({ n: 0 })
  })

  it('sets the session cookie HttpOnly, SameSite=Lax, 30 minutes, and a new id at login', async () => {
    await fetch(`${base}/api/register`, json({ username: 'cookie_user', password: 'secret-1', role: 'user' }))
    const first = await fetch(`${base}/api/login`, json({ username: 'COOKIE_USER', password: 'secret-1' }))
    expect(first.status).toBe(200)
    const line = first.headers.getSetCookie().find((item) => item.startsWith('wellness.sid='))!
    expect(line.toLowerCase()).toContain('httponly')
    expect(line.toLowerCase()).toContain('samesite=lax')
    expect(line.toLowerCase()).not.toContain('secure')
    const expires = Date.parse(/expires=([^;]+)/i.exec(line)![1]!)
    expect(expires - Date.now()).toBeGreaterThan(29 * 60 * 1000)
    expect(expires - Date.now()).toBeLessThan(31 * 60 * 1000)

    const second = await fetch(
      `${base}/api/login`,
      json({ username: 'cookie_user', password: 'secret-1' }, cookieOf(first)),
    )
    expect(cookieOf(second)).not.toBe(cookieOf(first))
    expect((await fetch(`${base}/api/user`, { headers: { Cookie: cookieOf(first) } })).status).toBe(401)
    expect((await fetch(`${base}/api/user`, { headers: { Cookie: cookieOf(second) } })).status).toBe(200)
  })

  it('ignores a forged or unsigned session id', async () => {
    const [row] = await t.db('sessions').select('id')
    expect(row).toBeDefined()
    const response = await fetch(`${base}/api/user`, { headers: { Cookie: `wellness.sid=${row.id}` } })
    expect(response.status).toBe(401)
  })

  it('puts the security headers on API answers and on the app', async () => {
    for (const [path, accept] of [
      ['/api/user', 'application/json'],
      ['/api/nope', 'application/json'],
      ['/some/page', 'text/html'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { headers: { Accept: accept } })
      const csp = response.headers.get('content-security-policy')!
      // An API answer is data: it may load or frame nothing at all; the app's pages get the app's policy.
      if (path.startsWith('/api')) expect(csp).toBe("default-src 'none'; frame-ancestors 'none'")
      else {
        expect(csp).toContain("script-src 'self'")
        expect(csp).toContain("frame-ancestors 'none'")
        expect(csp).toContain("worker-src 'self'")
        expect(csp).toContain("img-src 'self' blob: data:;")
      }
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('strict-transport-security')).toBeNull()
      expect(response.headers.get('cache-control')).toBe(path.startsWith('/api') ? 'no-store' : 'no-cache')
    }
  })

  it('sends a hashed file of the app with nosniff only: the page policies weigh on every file of a first visit', async () => {
    const response = await fetch(`${base}/assets/part-abc123.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const pageOnly of [
      'content-security-policy',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ])
      expect(response.headers.get(pageOnly), pageOnly).toBeNull()
  })

  it('answers unknown API paths and methods with JSON 404, and serves the app elsewhere', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/user'],
      ['GET', '/api'],
    ]) {
      const response = await fetch(`${base}${path}`, { method })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Not found' })
    }
    const page = await fetch(`${base}/professional/dashboard`, { headers: { Accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>wellness</title>')
  })

  it('never answers bad input with a 5xx', async () => {
    const attempts: [string, RequestInit][] = [
      ['/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":' }],
      ['/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[]' }],
      ['/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'null' }],
      ['/api/login', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }],
      [
        '/api/register',
        { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: '"x"' },
      ],
      ['/api/bookings/%E0%A4%A', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{}' }],
      ['/api/user', { headers: { Cookie: 'wellness.sid=%%%; wellness.sid.sig=%%%' } }],
    ]
    for (const [path, init] of attempts) {
      const response = await fetch(`${base}${path}`, init)
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(500)
      expect(await response.json()).toHaveProperty('message')
    }
  })
})
