import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEFAULT_QUICK_EXIT_URL } from '../app/features/quick-exit/neutral-page'
import { phone, waitForApp } from './journey-helpers'
import { createProfessional, createUser, goOffline } from './offline-helpers'
import { waitForServiceWorker } from './pwa-helpers'

// docs/product.md#12-crisis-resources: Leave quickly, and Escape twice, put a neutral page in place of
// the one the person was reading, so Back does not return to it.

/** The neutral page, answered here instead of by the real site (these machines reach no other site). */
async function answerNeutralPage(context: BrowserContext): Promise<void> {
  await context.route(`${new URL(DEFAULT_QUICK_EXIT_URL).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather</h1>' }),
  )
}

const neutralPage = (page: Page) => page.getByRole('heading', { level: 1, name: 'Weather' })

test.describe('on a phone', () => {
  test.use(phone)

  test('Leave quickly replaces the crisis page with a neutral page, and Back does not return to it', async ({
    page,
    context,
  }) => {
    await answerNeutralPage(context)
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('banner').getByRole('link', { name: 'Crisis help' }).tap()
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
    const leave = page.getByRole('link', { name: 'Leave quickly' })
    await expect(leave).toBeInViewport()
    await expect(leave).toHaveAccessibleDescription(/Back will not return here/)

    await leave.tap()
    await expect(neutralPage(page)).toBeVisible()
    expect(page.url()).toBe(DEFAULT_QUICK_EXIT_URL)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
  })

  test('on the prerendered crisis page, before the app has taken it over, Leave quickly and Escape twice leave; Back does not return', async ({
    page,
    context,
  }) => {
    await answerNeutralPage(context)
    // The app's code held back (never answered), as on a slow phone in the seconds after the first
    // paint: the entry alone runs.
    await page.route('**/assets/startup-*.js', () => undefined)
    await page.goto('/')
    await page.goto('/crisis-resources')
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()

    await page.getByRole('link', { name: 'Leave quickly' }).tap()
    await expect(neutralPage(page)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)

    // Escape twice, just the same.
    await page.goto('/crisis-resources')
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(neutralPage(page)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
  })

  test('offline, Leave quickly leaves just the same: the page is gone from view and from the history', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await page.getByRole('banner').getByRole('link', { name: 'Crisis help' }).tap()
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
    await goOffline(context)

    await page.getByRole('link', { name: 'Leave quickly' }).tap()
    await expect.poll(() => page.url()).not.toContain('/crisis-resources')
    await expect(page.getByText('Crisis Resources')).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()
  })
})

test('Escape twice within a second leaves the support groups, in Swahili too; Back does not return', async ({
  page,
  context,
}) => {
  await answerNeutralPage(context)
  await page.addInitScript(() => localStorage.setItem('wellness.locale', 'sw'))
  await page.goto('/blog')
  await page.goto('/support-groups')
  await expect(page.getByRole('link', { name: 'Ondoka haraka' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Lugha' })).toBeEnabled()

  // Two presses further apart than a second leave nothing.
  await page.keyboard.press('Escape')
  await page.waitForTimeout(1200)
  await page.keyboard.press('Escape')
  await page.waitForTimeout(1200)
  expect(new URL(page.url()).pathname).toBe('/support-groups')

  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(neutralPage(page)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/blog$/)
})

test("on a professional's page Escape closes Book a Session first; the dialog's Leave quickly leaves", async ({
  page,
  context,
  browser,
}) => {
  await answerNeutralPage(context)
  const proContext = await browser.newContext()
  await createProfessional(proContext.request)
  const professionalId = ((await (await proContext.request.get('/api/me/professional')).json()) as { id: number }).id
  await proContext.close()
  await createUser(page.request)
  await page.goto('/assessment-tools')
  await page.goto(`/professionals/${professionalId}`)
  await page.getByRole('button', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Session' })
  await expect(dialog.getByLabel('Date')).toBeVisible()

  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe(`/professionals/${professionalId}`)

  await page.getByRole('button', { name: 'Book Now' }).click()
  await dialog.getByRole('link', { name: 'Leave quickly' }).click()
  await expect(neutralPage(page)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/assessment-tools$/)
})
