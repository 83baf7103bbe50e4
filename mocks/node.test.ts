import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { demoAccounts } from '../api/fixtures/demo'
import { server } from './node'
import { resetStore } from './store'

const api = (path: string) => `http://localhost${path}`

async function logIn(account: { username: string; password: string }) {
  const response = await fetch(api('/api/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  })
  expect(response.status).toBe(200)
  return response.headers.getSetCookie()
}

const whoAmI = async (cookie?: string) => {
  const response = await fetch(api('/api/user'), { headers: cookie ? { Cookie: cookie } : {} })
  return { status: response.status, body: (await response.json()) as { username?: string } }
}

describe('msw/node sessions', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  beforeEach(() => resetStore())

  it('sends an HttpOnly, SameSite=Lax session cookie that a Node client can read, and the device cookie', async () => {
    const [session, device, ...others] = await logIn(demoAccounts.user)
    expect(others).toEqual([])
    expect(session).toMatch(/^wellness\.sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(device).toMatch(
      /^wellness\.device\.\d+=\w+; Path=\/api\/login; Max-Age=15552000; HttpOnly; SameSite=Strict$/,
    )
  })

  it('keeps clients apart: a client without a cookie is signed out whoever else signed in', async () => {
    const [user, professional] = await Promise.all([logIn(demoAccounts.user), logIn(demoAccounts.professional)])
    const pair = (setCookie: string[]) => setCookie[0]!.split(';')[0]!
    const answers = await Promise.all([whoAmI(pair(user)), whoAmI(pair(professional)), whoAmI()])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401])
    expect(answers[0]!.body.username).toBe(demoAccounts.user.username)
    expect(answers[1]!.body.username).toBe(demoAccounts.professional.username)
  })

  it('destroys the session at logout and expires the cookie', async () => {
    const cookie = (await logIn(demoAccounts.user))[0]!.split(';')[0]!
    const response = await fetch(api('/api/logout'), { method: 'POST', headers: { Cookie: cookie } })
    expect(response.status).toBe(204)
    expect(response.headers.getSetCookie()[0]).toMatch(/^wellness\.sid=; Path=\/; Expires=Thu, 01 Jan 1970/)
    expect((await whoAmI(cookie)).status).toBe(401)
  })
})
