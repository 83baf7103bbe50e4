import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../messages'
import { PASSWORD, registerProfessional, registerUser } from './accounts'
import { createClient, type Client } from './client'

describe('security: sessions end at logout', () => {
  it('answers 401 to a cookie replayed after logout, on GET /api/user and on professional routes', async () => {
    const professional = await registerProfessional()
    const oldCookies = professional.client.jar.snapshot()
    await professional.client.ok('logout')
    const replayer = createClient()
    replayer.jar.restore(oldCookies)
    await replayer.fails('currentUser', 401)
    await replayer.fails('myProfile', 401)
    await replayer.fails('myAnalytics', 401)
    await replayer.fails('updateProfile', 401, { body: { bio: 'Written with a stolen cookie' } })
  })

  it('keeps the session cookie away from scripts and cross-site requests (HttpOnly, SameSite=Lax)', async () => {
    const user = await registerUser()
    const reply = await createClient().call('login', { body: { username: user.username, password: PASSWORD } })
    const cookies = reply.headers.getSetCookie()
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    }
  })

  it("ends only the logged-out session, not the same account's other sessions", async () => {
    const user = await registerUser()
    const laptop = createClient()
    await laptop.ok('login', { body: { username: user.username, password: PASSWORD } })
    await user.client.ok('logout')
    expect((await laptop.ok('currentUser')).username).toBe(user.username)
  })
})

describe('security: brute-force login limit', () => {
  let victim: string
  let bystander: string

  beforeAll(async () => {
    victim = (await registerUser()).username
    bystander = (await registerUser()).username
  }, 30_000)

  const login = (client: Client, username: string, password: string, forwardedFor: string) =>
    client.call('login', { body: { username, password }, headers: { 'X-Forwarded-For': forwardedFor } })

  it('answers 429 with Retry-After after 5 wrong passwords, even with the right one and from other addresses', async () => {
    const client = createClient()
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(client, victim, `wrong-password-${attempt}`, `203.0.113.${attempt}`)).status).toBe(401)
    }
    const blocked = await login(client, victim, PASSWORD, '198.51.100.7')
    expect(blocked.status).toBe(429)
    expect(blocked.json).toEqual({ message: messages.tooManyAttempts })
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    expect((await login(createClient(), victim, PASSWORD, '192.0.2.99')).status).toBe(429)
    expect((await login(createClient(), victim.toUpperCase(), PASSWORD, '192.0.2.100')).status).toBe(429)
    await client.fails('currentUser', 401)
  })

  it('counts only failures since the last successful login', async () => {
    const client = createClient()
    const { username } = await registerUser()
    for (const round of [1, 2]) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await login(client, username, 'wrong-password', `203.0.113.${round * 10 + attempt}`)).status).toBe(401)
      }
      expect((await login(client, username, PASSWORD, '203.0.113.1')).status).toBe(200)
    }
  })

  it('leaves other usernames unaffected', async () => {
    const client = createClient()
    expect((await login(client, bystander, PASSWORD, '203.0.113.1')).status).toBe(200)
    expect((await client.ok('currentUser')).username).toBe(bystander)
  })
})
