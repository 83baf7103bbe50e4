import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { swahili } from '../app/test/read-po'
import { expectToast } from './journey-helpers'
import { openIn, siteRoutes, type Locale } from './site-routes'

const dashboard = siteRoutes.find((route) => route.professional)!

async function openProfile(page: Page, locale: Locale) {
  await openIn(page, dashboard, locale)
  await page.getByRole('tab', { name: locale === 'sw' ? swahili('Profile') : 'Profile' }).click()
}

test("an error answer with an empty body shows the spec's fallback text, not the status text", async ({ page }) => {
  await openProfile(page, 'en')
  await page.route('**/api/me/professional/profile', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  )
  await page.getByRole('button', { name: 'Save Profile' }).click()
  await expectToast(page, 'Error', 'Failed to update profile')
  await expect(page.getByText('Internal Server Error')).toHaveCount(0)
})

test('the photo hint names every type the server accepts, WebP included, in both languages', async ({ page }) => {
  await openProfile(page, 'en')
  await expect(page.getByText('JPG, PNG, GIF, or WebP. Max size 2MB.')).toBeVisible()
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.getByText('JPG, PNG, GIF au WebP. Ukubwa usizidi 2MB.')).toBeVisible()
})
