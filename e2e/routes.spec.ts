import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { seriousViolations } from './accessibility'
import { phone } from './journey-helpers'
import { headingIn, openIn, siteRoutes, type Locale, type SiteRoute } from './site-routes'

async function openSettled(page: Page, route: SiteRoute, locale: Locale): Promise<void> {
  await openIn(page, route, locale)
  await expect(page.getByRole('heading', { level: 1, name: headingIn(route, locale), exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  // Lazy chunks and the directory's first page: check the page as the reader ends up seeing it.
  await page.waitForLoadState('networkidle')
}

for (const locale of ['en', 'sw'] as const) {
  test.describe(`every route in ${locale}, on a phone`, () => {
    test.use(phone)
    for (const route of siteRoutes) {
      test(`${route.path} shows its heading and has no serious accessibility violation`, async ({ page }) => {
        await openSettled(page, route, locale)
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

test.describe('every route on a desktop, with the full header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  for (const route of siteRoutes) {
    test(`${route.path} has no serious accessibility violation`, async ({ page }) => {
      await openSettled(page, route, 'en')
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
