import { expect, test } from '@playwright/test'
import { demoAccounts } from '../api/contract/fixtures'

// What a real browser does with our session: the cookie is stored but hidden from scripts,
// sent back on same-origin calls, and useless after logout.
test('the session cookie is HttpOnly, carried by the browser, and dead after logout', async ({ page, context }) => {
  await page.goto('/api/professionals')
  const { username, password } = demoAccounts.professional
  const login = await page.evaluate(
    async (credentials) => {
      const answer = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      })
      return { status: answer.status, body: await answer.json(), visibleCookies: document.cookie }
    },
    { username, password },
  )
  expect(login.status).toBe(200)
  expect(login.body).toMatchObject({ username, role: 'professional' })
  expect(login.visibleCookies).toBe('')

  const [cookie] = (await context.cookies()).filter((item) => item.name === 'wellness.sid')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  const me = await page.evaluate(async () => (await fetch('/api/user')).status)
  expect(me).toBe(200)

  const afterLogout = await page.evaluate(async () => {
    const logout = await fetch('/api/logout', { method: 'POST' })
    return { logout: logout.status, user: (await fetch('/api/user')).status }
  })
  expect(afterLogout).toEqual({ logout: 204, user: 401 })

  await context.addCookies([cookie!])
  const replayed = await page.evaluate(async () => (await fetch('/api/user')).status)
  expect(replayed).toBe(401)
})

test('the API refuses a write from another origin', async ({ request, baseURL }) => {
  const answer = await request.post('/api/login', {
    data: { username: demoAccounts.user.username, password: demoAccounts.user.password },
    headers: { Origin: 'http://evil.example' },
  })
  expect(answer.status()).toBe(403)
  expect(baseURL).toBeTruthy()
})
