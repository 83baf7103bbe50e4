import { expect, test } from './fixtures'
import { demoAccounts } from '../api/fixtures/demo'

// What a real browser does with our session: the cookie is stored but hidden from scripts,
// sent back on same-origin calls, and useless after logout.
test('the session cookie is HttpOnly, carried by the browser, and dead after logout', async ({ page, context }) => {
  // A page of the app: an API answer opened as a page may fetch nothing (its own policy).
  await page.goto('/privacy-policy')
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
  // The app's own language cookie is readable; the session's never is.
  expect(login.visibleCookies).not.toContain('wellness.sid')

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

// OWASP's device cookie in a real browser: kept for sign-in only, and sent there, so strangers
// failing to sign in as this person cannot lock the person out of their own browser.
test('the device cookie goes to sign-in only and lets its browser in while strangers are locked out', async ({
  page,
  context,
  request,
}) => {
  const username = `device_${Date.now()}`
  const password = 'device-password-1'
  // A page of the app: an API answer opened as a page may fetch nothing (its own policy).
  await page.goto('/privacy-policy')
  const signUp = (path: string, body: object) =>
    page.evaluate(
      async ([url, payload]) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(payload),
          })
        ).status,
      [path, body] as const,
    )
  expect(await signUp('/api/register', { username, password, role: 'user' })).toBe(201)
  const [device] = (await context.cookies()).filter((item) => item.name.startsWith('wellness.device.'))
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' })

  for (let attempt = 1; attempt <= 5; attempt++) {
    const guess = await request.post('/api/login', {
      data: { username, password: `wrong-${attempt}` },
      headers: { Cookie: '' },
    })
    expect(guess.status()).toBe(401)
  }
  expect((await request.post('/api/login', { data: { username, password }, headers: { Cookie: '' } })).status()).toBe(
    429,
  )
  expect(await signUp('/api/login', { username, password })).toBe(200)
})
