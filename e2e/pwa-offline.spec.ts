import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login, PASSWORD, phone, register, uniqueSuffix } from './journey-helpers'
import { dropFromPrecache, fetched, goOffline, precached, waitForServiceWorker } from './pwa-helpers'
import { createAdminWithScript } from './trust-clock'

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

/** Opens the crisis page by the header's link: the same visit, with every part it loaded so far. */
async function followCrisisHelp(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameVisit: true }))
  await page.getByRole('banner').getByRole('link', { name: 'Crisis help' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
  expect(await page.evaluate(() => 'sameVisit' in window)).toBe(true)
}

/** Chooses Kiswahili, and the crisis page switches to it. */
async function switchToKiswahili(page: Page): Promise<void> {
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.getByRole('heading', { level: 1, name: 'Msaada wa Dharura' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Piga 999' }).first()).toHaveAttribute('href', 'tel:999')
  await expect(page.getByText('Kiswahili could not be loaded', { exact: false })).toHaveCount(0)
}

test("offline, the crisis page reached from the landing switches to Swahili, though the landing's texts are kept in English only", async ({
  page,
  context,
}) => {
  // The landing loaded its part (the sections below the hero), which this reader's worker keeps in English only.
  await expect.poll(() => fetched(page, /\/assets\/messages-landing-en-[\w-]{8}\.js$/)).toHaveLength(1)
  expect(await precached(page, /\/assets\/messages-landing-sw-[\w-]{8}\.js$/)).toEqual([])

  await goOffline(context)
  await followCrisisHelp(page)
  await switchToKiswahili(page)
})

test('offline, the landing stays in English when Kiswahili is chosen: its own texts are kept in English only', async ({
  page,
  context,
}) => {
  await expect.poll(() => fetched(page, /\/assets\/messages-landing-en-[\w-]{8}\.js$/)).toHaveLength(1)
  await goOffline(context)
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(
    page.getByText('Kiswahili could not be loaded. Please check your connection and try again.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en')
})

test("offline, a signed-in reader's crisis page switches to Swahili, though their account's texts are kept in English only", async ({
  page,
  context,
}) => {
  await register(page, { username: `client_${uniqueSuffix()}`, role: 'user' })
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/crisis-resources')
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
  // The header's notification bell loaded the signed-in texts' part.
  await expect.poll(() => fetched(page, /\/assets\/messages-mine-en-[\w-]{8}\.js$/)).toHaveLength(1)
  await waitForServiceWorker(page)
  // Kept in the reader's language only (decision 017), whatever else the crisis page itself keeps.
  await dropFromPrecache(page, /\/assets\/messages-mine-sw-[\w-]{8}\.js$/)

  await goOffline(context)
  await switchToKiswahili(page)
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

test("a visitor's worker keeps no signed-in page's files; an admin who signs in gets the admin's, not the dashboard's", async ({
  page,
  context,
}) => {
  expect(await precached(page, /\/assets\/(admin|admin-places|dashboard|account|sessions)-[\w-]{8}\.js$/)).toEqual([])

  const username = `admin_${uniqueSuffix()}`
  await createAdminWithScript(username, PASSWORD)
  await login(page, username, PASSWORD)
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible()
  await waitForServiceWorker(page)
  expect(await precached(page, /\/assets\/admin-places-[\w-]{8}\.js$/)).toHaveLength(1)
  expect(await precached(page, /\/assets\/(dashboard|sessions)-[\w-]{8}\.js$/)).toEqual([])

  await goOffline(context)
  await page.goto('/admin/places')
  await expect(page.getByRole('heading', { level: 1, name: 'Places of care' })).toBeVisible()
})

test("a person who registers gets My sessions' files, not the dashboard's or the admin's", async ({ page }) => {
  await register(page, { username: `client_${uniqueSuffix()}`, role: 'user' })
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/my-sessions')
  await expect(page.getByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible()
  await waitForServiceWorker(page)
  expect(await precached(page, /\/assets\/sessions-[\w-]{8}\.js$/)).toHaveLength(1)
  expect(
    await precached(page, /\/assets\/(dashboard|dashboard-later|admin|admin-kit|admin-places)-[\w-]{8}\.js$/),
  ).toEqual([])
})

test("a professional who registers gets the dashboard's files, its later tabs too, not the admin's screens", async ({
  page,
}) => {
  await register(page, { username: `pro_${uniqueSuffix()}`, role: 'professional', title: 'Trauma Counselor' })
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Dashboard' })).toBeVisible()
  await waitForServiceWorker(page)
  expect(await precached(page, /\/assets\/(dashboard|dashboard-later)-[\w-]{8}\.js$/)).toHaveLength(2)
  expect(await precached(page, /\/assets\/(admin|admin-kit|admin-places)-[\w-]{8}\.js$/)).toEqual([])
})

test("a visitor reading English keeps Kiswahili's crisis page, not its other texts, until they choose it", async ({
  page,
  context,
}) => {
  expect(await precached(page, /\/assets\/messages-read-en-[\w-]{8}\.js$/)).toHaveLength(1)
  expect(await precached(page, /\/assets\/messages-read-sw-[\w-]{8}\.js$/)).toEqual([])
  expect(await precached(page, /\/assets\/messages-help-sw-[\w-]{8}\.js$/)).toHaveLength(1)

  // Offline, Kiswahili cannot load for the blog: the page says so and stays in English.
  await goOffline(context)
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(
    page.getByText('Kiswahili could not be loaded. Please check your connection and try again.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()

  // Online, choosing Kiswahili on the crisis page, which shows none of the blog's texts, brings
  // them all: the blog then opens offline in Kiswahili.
  await context.unroute('**/*')
  await context.setOffline(false)
  await page.goto('/crisis-resources')
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.getByRole('heading', { level: 1, name: 'Msaada wa Dharura' })).toBeVisible()
  await waitForServiceWorker(page)
  // The worker fetches the chosen language's texts once the page tells it: a moment after the switch.
  await expect.poll(() => precached(page, /\/assets\/messages-read-sw-[\w-]{8}\.js$/)).toHaveLength(1)
  await goOffline(context)
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blogu' })).toBeVisible()
})
