import { describe, expect, it } from 'vitest'
import { PASSWORD, registerProfessional, registerUser } from './accounts'
import { createClient } from './client'

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

  it('keeps its cookies away from scripts and cross-site requests (HttpOnly; SameSite Lax, Strict for the device)', async () => {
    const user = await registerUser()
    const reply = await createClient().call('login', { body: { username: user.username, password: PASSWORD } })
    const cookies = reply.headers.getSetCookie()
    expect(cookies.some((cookie) => cookie.startsWith('wellness.sid='))).toBe(true)
    expect(cookies.some((cookie) => cookie.startsWith(`wellness.device.${user.user.id}=`))).toBe(true)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie).toMatch(cookie.startsWith('wellness.device') ? /;\s*SameSite=Strict/i : /;\s*SameSite=Lax/i)
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
