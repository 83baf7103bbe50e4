import type { Locator, Page } from '@playwright/test'
import { demoAccounts } from '../api/fixtures/demo'
import { expect, test } from './fixtures'
import { phone, waitForApp } from './journey-helpers'
import { goOffline } from './offline-helpers'
import { waitForServiceWorker } from './pwa-helpers'

// docs/product.md#12-crisis-resources: from any screen a crisis number is at most two taps away,
// online and offline, with the person's country first.

/** From now on a tap on a tel: link is recorded instead of dialled (a test browser has no phone). */
async function recordDialling(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null
        if (!link) return
        event.preventDefault()
        Object.assign(window, { dialled: link.getAttribute('href') })
      },
      true,
    )
  })
}

/** Which tel: link is the first one on screen, once the page has stopped scrolling and there is one. */
async function firstNumberOnScreen(page: Page): Promise<number> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = window.scrollY
        await new Promise((done) => setTimeout(done, 250))
        return window.scrollY === before
      }),
    )
    .toBe(true)
  let index = -1
  await expect
    .poll(async () => {
      index = await page.evaluate(() =>
        [...document.querySelectorAll('a[href^="tel:"]')].findIndex((link) => {
          const box = link.getBoundingClientRect()
          return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
        }),
      )
      return index
    })
    .toBeGreaterThanOrEqual(0)
  return index
}

/**
 * Taps, as a person would, the way to a call: the control named `way` (Crisis help, Get Help),
 * then the first number on screen. Returns the number dialled and the taps it took.
 */
async function callFrom(
  page: Page,
  way: string,
  { arrivesAt }: { arrivesAt?: Locator } = {},
): Promise<{ dialled: string; taps: number }> {
  await recordDialling(page)
  let taps = 0
  await page.getByRole('link', { name: way, exact: true }).first().tap()
  taps++
  // A page that lands on a section keeps moving while the sections above it load (a busy machine
  // takes longer than the scroll's pauses): the person taps once it has arrived.
  if (arrivesAt) await expect(arrivesAt).toBeInViewport()
  await page
    .locator('a[href^="tel:"]')
    .nth(await firstNumberOnScreen(page))
    .tap()
  taps++
  const dialled = await page.evaluate(() => (window as unknown as { dialled?: string }).dialled ?? '')
  return { dialled, taps }
}

async function signIn(page: Page, role: 'user' | 'professional'): Promise<void> {
  const { username, password } = demoAccounts[role]
  expect((await page.request.post('/api/login', { data: { username, password } })).ok()).toBe(true)
}

test.describe('on a phone in Nairobi', () => {
  test.use({ ...phone, timezoneId: 'Africa/Nairobi' })

  for (const screen of [
    { name: 'the landing page', path: '/' },
    { name: 'a content page', path: '/blog' },
    { name: '/auth, which has no site header', path: '/auth' },
    { name: "a professional's dashboard", path: '/professional/dashboard', role: 'professional' },
    { name: 'My sessions', path: '/my-sessions', role: 'user' },
  ] as const) {
    test(`from ${screen.name}, Kenya's emergency number is two taps away`, async ({ page }) => {
      if (screen.role) await signIn(page, screen.role)
      await page.goto(screen.path)
      await waitForApp(page)
      expect(await callFrom(page, 'Crisis help')).toEqual({ dialled: 'tel:999', taps: 2 })
    })
  }

  test('offline, from a content page, the number is still two taps away', async ({ page, context }) => {
    await page.goto('/blog')
    await waitForServiceWorker(page)
    await goOffline(context)
    await page.reload()
    await waitForApp(page)
    expect(await callFrom(page, 'Crisis help')).toEqual({ dialled: 'tel:999', taps: 2 })
  })

  test('in Swahili too, on a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 })
    await page.addInitScript(() => localStorage.setItem('wellness.locale', 'sw'))
    await page.goto('/support-groups')
    await expect(page.getByRole('combobox', { name: 'Lugha' })).toBeEnabled()
    expect(await callFrom(page, 'Msaada wa dharura')).toEqual({ dialled: 'tel:999', taps: 2 })
  })
})

test.describe('on a phone in Kigali', () => {
  test.use({ ...phone, timezoneId: 'Africa/Kigali' })

  test("Rwanda's emergency number comes first", async ({ page }) => {
    await page.goto('/webinars-events')
    await waitForApp(page)
    expect(await callFrom(page, 'Crisis help')).toEqual({ dialled: 'tel:112', taps: 2 })
  })
})

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true, timezoneId: 'Africa/Kampala' })

  test("Get Help opens Contact Us with the country's numbers on screen", async ({ page }) => {
    await page.goto('/careers')
    await waitForApp(page)
    const contact = page.getByRole('heading', { level: 2, name: 'Contact Us' })
    const { dialled, taps } = await callFrom(page, 'Get Help', { arrivesAt: contact })
    expect(page.url()).toMatch(/\/#contact$/)
    expect({ dialled, taps }).toEqual({ dialled: 'tel:999', taps: 2 })
    await expect(
      page.getByRole('region', { name: 'Contact Us' }).getByRole('link', { name: 'Call 0800 212121' }),
    ).toBeVisible()
  })
})
