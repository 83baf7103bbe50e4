import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures'
import { toast } from './journey-helpers'
import { OwnServer } from './own-server'
import { waitForServiceWorker } from './pwa-helpers'

// A server of its own (two ports above the suite's; the outbox restart test uses the next one),
// serving a folder the test can redeploy: build A is the dist/ scripts/e2e.ts built, build B the
// same app built with VITE_BUILD_ID (E2E_BUILD_B_DIR).
const root = fileURLToPath(new URL('..', import.meta.url))
const buildA = join(root, 'dist')
const buildB = process.env.E2E_BUILD_B_DIR
const BUILD_B_ID = 'e2e-update-b'

let folder: string
let server: OwnServer

async function deploy(build: string): Promise<void> {
  for (const entry of await readdir(folder)) await rm(join(folder, entry), { recursive: true, force: true })
  await cp(build, folder, { recursive: true })
}

test.beforeAll(async () => {
  if (!buildB) throw new Error('E2E_BUILD_B_DIR is not set: run through `npm run test:e2e` (scripts/e2e.ts builds it)')
  folder = await mkdtemp(join(tmpdir(), 'wellness-deployed-'))
  await deploy(buildA)
  server = new OwnServer(Number(process.env.E2E_PORT ?? 3100) + 2, { DIST_DIR: folder })
  await server.start()
})

test.afterAll(async () => {
  await server?.dispose()
  await rm(folder, { recursive: true, force: true })
})

test('a new version is offered when the person is not busy, never forced, and loads when they ask', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ baseURL: server.origin })
  // The page's timers are Playwright's, so the test can let the offer's checks run without sleeping.
  await context.clock.install()
  const page = await context.newPage()
  const buildIdMeta = page.locator('meta[name="build-id"]')
  const updateToast = toast(page, 'A new version is ready')

  await page.goto('/#contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
  await waitForServiceWorker(page)
  await expect(buildIdMeta).toHaveCount(0)
  // Survives only as long as the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  await test.step('the person is filling in a form when the new build is deployed', async () => {
    await page.getByRole('region', { name: 'Contact Us' }).getByLabel('Name').fill('Achieng')
    await deploy(buildB!)
    // Stands in for the browser's own check (on page loads; the app also checks hourly).
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration!.update()))
    await expect(page.getByText('A new version of the app is ready.')).toBeVisible()
    // Known, but not offered while the form holds what they typed (it checks again every second).
    await page.clock.runFor(2500)
    await expect(updateToast).toHaveCount(0)
  })

  await test.step('done with the form, they move on: the old version keeps working, and the update is offered', async () => {
    await page.getByRole('link', { name: 'All crisis lines, other countries' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
    await expect(updateToast).toBeVisible()
    await expect(updateToast.getByRole('button', { name: 'Reload' })).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await expect(buildIdMeta).toHaveCount(0)
  })

  await test.step('they choose Reload: the new version loads', async () => {
    await updateToast.getByRole('button', { name: 'Reload' }).click()
    await expect(buildIdMeta).toHaveAttribute('content', BUILD_B_ID)
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
    await expect(page.getByText('A new version of the app is ready.')).toHaveCount(0)
  })
  await context.close()
})
