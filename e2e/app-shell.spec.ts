import { expect, test } from './fixtures'
import type { ConsoleMessage } from '@playwright/test'

// Signed out, GET /api/user answers 401 (no user): the browser logs that resource error itself.
const expectedNoise = (message: ConsoleMessage) =>
  message.text().startsWith('Failed to load resource') && message.location().url.endsWith('/api/user')

// The server serves the built app under its strict Content-Security-Policy: the page must run.
test('the built app renders under the server headers, with no CSP violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedNoise(message)) violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(error.message))
  const answer = await page.goto('/')
  expect(answer?.headers()['content-security-policy']).toContain("default-src 'self'")
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(violations).toEqual([])
})

test.describe('in Swahili', () => {
  test.use({ locale: 'sw-TZ' })
  test('a Swahili browser gets the Swahili catalog', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Kuunganisha Afrika na Ustawi wa Afya ya Akili' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  })
})

test('the language chosen in the header is kept across visits', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  await expect(page.getByRole('link', { name: 'Pata Msaada', exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Kuunganisha Afrika na Ustawi wa Afya ya Akili' })).toBeVisible()
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })
  test('the mobile menu opens on a tap, leads to an anchor and closes', async ({ page }) => {
    await page.goto('/blog')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toBeEnabled()
    await menu.tap()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).tap()
    await expect(page).toHaveURL(/\/#directory$/)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { name: 'Find a Professional' })).toBeInViewport()
  })
})

test('an unknown path shows the 404 page; a protected one sends a visitor to /auth, to come back after signing in', async ({
  page,
}) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await page.goto('/professional/dashboard')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofessional%2Fdashboard$/)
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible()
})

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const answer = await request.get('/api/nowhere')
  expect(answer.status()).toBe(404)
  expect(await answer.json()).toEqual({ message: 'Not found' })
})
