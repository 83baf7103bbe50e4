import { expect, test } from './fixtures'
import { phone } from './journey-helpers'
import { goOffline, waitForServiceWorker } from './pwa-helpers'

test.use(phone)

test.beforeEach(async ({ page }) => {
  // One online visit: the service worker installs, precaches and takes control of this page.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
  await waitForServiceWorker(page)
})

test('after one visit the crisis page opens with no network, in English and in Swahili', async ({ page, context }) => {
  await goOffline(context)
  await page.goto('/crisis-resources')
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call 999' }).first()).toHaveAttribute('href', 'tel:999')

  // The Swahili catalog was never loaded online: it comes from the precache.
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.getByRole('heading', { level: 1, name: 'Msaada wa Dharura' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Msaada wa Dharura' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Piga 999' }).first()).toHaveAttribute('href', 'tel:999')
})

test('after one visit the landing and the content pages open with no network', async ({ page, context }) => {
  await goOffline(context)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
  for (const [path, heading] of [
    ['/blog', 'Blog'],
    ['/support-groups', 'Support Groups'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
})

test('the API is never answered from a cache', async ({ page, context }) => {
  const online = await page.evaluate(() => fetch('/api/professionals').then((answer) => answer.status))
  expect(online).toBe(200)
  await goOffline(context)
  const offline = await page.evaluate(() =>
    fetch('/api/professionals').then(
      (answer) => `answered ${answer.status}`,
      () => 'failed',
    ),
  )
  expect(offline).toBe('failed')
  // A navigation to /api is not given the app's page either.
  const navigation = await page.goto('/api/professionals').then(
    () => 'answered',
    () => 'failed',
  )
  expect(navigation).toBe('failed')
})
