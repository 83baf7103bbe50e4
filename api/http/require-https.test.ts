import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { messages } from '../contract/messages'
import { tempDatabase, type TempDatabase } from '../test/temp-database'

const secrets = { NOTES_ENCRYPTION_KEY: randomBytes(32).toString('base64'), SESSION_KEYS: 'k'.repeat(32) }
const account = { username: 'prod_user', password: 'secret-password-1', role: 'user' }

describe('production cookies and plain HTTP', () => {
  let t: TempDatabase
  let server: Server
  afterEach(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await t.close()
  })

  async function start(env: NodeJS.ProcessEnv): Promise<string> {
    t = await tempDatabase({ NODE_ENV: 'production', NOTIFY_SMS: 'none', LOG_LEVEL: 'silent', ...secrets, ...env })
    server = createServer(createApp({ db: t.db, config: t.config }).callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('behind the TLS proxy: Secure cookies over https, and a clear 403 (no session stored) over plain HTTP', async () => {
    const base = await start({ TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://wellness.example' })
    const https = { 'X-Forwarded-Proto': 'https' }
    expect((await post(`${base}/api/register`, account, https)).status).toBe(201)
    const sessions = async () => Number((await t.db('sessions').count({ n: '*' }).first())?.n)
    const sessionsBefore = await sessions()
    const plain = await post(`${base}/api/login`, { username: account.username, password: account.password })
    expect(plain.status).toBe(403)
    expect(await plain.json()).toEqual({ message: messages.httpsRequired })
    expect(await sessions()).toBe(sessionsBefore)
    const proxied = await post(`${base}/api/login`, { username: account.username, password: account.password }, https)
    expect(proxied.status).toBe(200)
    for (const cookie of proxied.headers.getSetCookie()) expect(cookie).toMatch(/;\s*secure/i)
    expect(await sessions()).toBe(sessionsBefore + 1)
  })

  it('behind the proxy: compares the Origin with PUBLIC_ORIGIN alone, whatever X-Forwarded-Host names', async () => {
    const base = await start({ TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://wellness.example' })
    const forged = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Origin: 'https://evil.example' }
    const refused = await post(`${base}/api/register`, account, forged)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: messages.crossOrigin })
    const own = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Origin: 'https://wellness.example' }
    expect((await post(`${base}/api/register`, account, own)).status).toBe(201)
  })

  it('with INSECURE_HTTP=true: signs in over plain HTTP with cookies that are not Secure', async () => {
    const base = await start({ INSECURE_HTTP: 'true' })
    const registered = await post(`${base}/api/register`, account)
    expect(registered.status).toBe(201)
    const cookies = registered.headers.getSetCookie()
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i)
  })
})
