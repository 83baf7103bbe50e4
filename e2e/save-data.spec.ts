import { expect, test } from './fixtures'
import { pngDataUrl } from '../api/contract-suite/images'
import { PASSWORD, phone, uniqueSuffix, uniqueWord } from './journey-helpers'
import { COMPLETE_PROFILE, findProfessional } from './offline-helpers'
import { goOffline, precached, waitForServiceWorker } from './pwa-helpers'

test.use(phone)

// The browser asks to save data, as Chrome on Android does with Lite mode (navigator.connection.saveData).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  )
})

test('with Save-Data on, the worker keeps the crisis page but not the dashboard, the admin screens or the outbox, and the crisis page opens offline in both languages', async ({
  page,
  context,
}) => {
  const dexie: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/outbox-/.test(request.url())) dexie.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
  await waitForServiceWorker(page)

  const files = await precached(page)
  expect(files.filter((path) => /\/assets\/help[-.]/.test(path))).not.toEqual([])
  expect(files.filter((path) => /\/assets\/(dashboard|admin)[-.]/.test(path))).toEqual([])
  // Nothing can wait in an outbox on a first visit: Dexie and the outbox stay on the server.
  expect(dexie).toEqual([])
  expect(files.filter((path) => /\/assets\/outbox-/.test(path))).toEqual([])
  // The header's menu needs no Headless UI, and the crisis page loads the server's texts only
  // with a failure (issue 20): neither is in the worker's core.
  expect(files.filter((path) => /\/assets\/(ui|server-texts|messages-errors-(en|sw))-/.test(path))).toEqual([])

  // The footer's code loads as it comes near the screen (issue 20): it says so when the person gets there.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.getByRole('contentinfo').getByText(/^Save data is on/)).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('switch', { name: 'Save data' })).toBeChecked()

  await goOffline(context)
  await page.goto('/crisis-resources')
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.getByRole('heading', { level: 1, name: 'Msaada wa Dharura' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Msaada wa Dharura' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Piga 999' }).first()).toHaveAttribute('href', 'tel:999')
})

test('with Save-Data on, the directory holds 6 professionals a page and a photo loads only when tapped', async ({
  page,
  request,
}) => {
  const surname = uniqueWord()
  const fullName = `Dr. Neema ${surname}`
  await request.post('/api/register', {
    data: {
      username: `pro_${uniqueSuffix()}`,
      password: PASSWORD,
      role: 'professional',
      title: 'Clinical Psychologist',
    },
  })
  const profiled = await request.patch('/api/me/professional/profile', {
    data: { fullName, ...COMPLETE_PROFILE, profileImageUrl: pngDataUrl(undefined, [200, 80, 40]) },
  })
  expect(profiled.status()).toBe(200)

  await page.goto('/')
  const directory = page.getByRole('region', { name: 'Find a Professional' })
  await directory.scrollIntoViewIfNeeded()
  await expect(directory.getByText(/professionals? found$/)).toBeVisible()
  await expect(directory.getByRole('article')).toHaveCount(6)
  await expect(directory.locator('article img')).toHaveCount(0)

  const card = await findProfessional(page, surname, fullName)
  await expect(card.locator('img')).toHaveCount(0)
  await card.getByRole('button', { name: `Load the photo of ${fullName}` }).click()
  await expect
    .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0)
})

test("with Save-Data on, a page the person opens is kept for offline, and turning Save data off brings the rest but the signed-in pages' files", async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  expect((await precached(page)).filter((path) => /\/assets\/read-[\w-]{8}\.js$/.test(path))).toEqual([])

  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect
    .poll(async () => (await precached(page)).filter((path) => /\/assets\/read-[\w-]{8}\.js$/.test(path)))
    .not.toEqual([])
  await goOffline(context)
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await context.unroute('**/*')
  await context.setOffline(false)

  const toggle = page.getByRole('contentinfo').getByRole('switch', { name: 'Save data' })
  await toggle.uncheck()
  await expect(page.getByRole('contentinfo').getByText(/^Save data is on/)).toHaveCount(0)
  await expect
    .poll(async () => (await precached(page)).filter((path) => /\/assets\/policies[-.]/.test(path)), {
      timeout: 20_000,
    })
    .not.toEqual([])
  // Nobody is signed in: the dashboard's and the admin's files wait for a person of their role.
  await waitForServiceWorker(page)
  expect((await precached(page)).filter((path) => /\/assets\/(dashboard|admin|account)[-.]/.test(path))).toEqual([])
})
