import { expect, test } from '@playwright/test'

// The server serves the built app under its strict Content-Security-Policy: the page must run.
test('the built app renders under the server headers, with no CSP violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text())
  })
  const answer = await page.goto('/')
  expect(answer?.headers()['content-security-policy']).toContain("default-src 'self'")
  await expect(page.getByRole('heading', { name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
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

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const answer = await request.get('/api/nowhere')
  expect(answer.status()).toBe(404)
  expect(await answer.json()).toEqual({ message: 'Not found' })
})
