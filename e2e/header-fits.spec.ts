import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { nextPaint } from './layout-helpers'
import { openIn, siteRoutes, type Locale } from './site-routes'

const WIDTHS = [360, 768, 1024, 1152, 1280, 1440, 1536] as const

/** How the header's row looks now: links in a row or the menu button, and whether it fits. */
async function headerRow(page: Page) {
  return page
    .locator('header > div')
    .first()
    .evaluate((row) => {
      const shown = (element: Element | null) => !!element && element.getClientRects().length > 0
      const nav = row.querySelector('nav')
      const menu = row.querySelector('button[aria-label]')
      // The brand, the section links, the account links and Get Help: each on one line.
      const links = [...row.querySelectorAll('a, button')].filter(shown)
      return {
        inRow: shown(nav),
        menu: shown(menu),
        height: row.getBoundingClientRect().height,
        overflow: row.scrollWidth - row.clientWidth,
        wrapped: links
          .filter((link) => link.getBoundingClientRect().height > 44)
          .map((link) => `"${link.textContent}" (${link.getBoundingClientRect().height} px tall)`),
        // What the row's items would need on one line, against what it has.
        needed: [...row.children].reduce((sum, item) => sum + (item as HTMLElement).scrollWidth, 0),
        width: row.clientWidth,
      }
    })
}

for (const locale of ['en', 'sw'] as const satisfies Locale[]) {
  for (const signedIn of [false, true]) {
    const who = signedIn ? 'a signed-in professional' : 'a visitor'
    test(`the header fits one row at every width in ${locale} for ${who}`, async ({ page }) => {
      const route = signedIn ? siteRoutes.find((candidate) => candidate.professional)! : siteRoutes[0]!
      await openIn(page, route, locale)
      const accountLink = signedIn ? /^(Logout|Toka)$/ : /^(Login|Ingia)$/
      await page.setViewportSize({ width: 1536, height: 800 })
      await expect(
        page
          .locator('header')
          .getByRole('link', { name: accountLink })
          .or(page.locator('header').getByRole('button', { name: accountLink })),
      ).toBeVisible()

      const found: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await nextPaint(page)
        const row = await headerRow(page)
        const where = `${width} px in ${locale} for ${who}`
        if (row.inRow === row.menu) found.push(`${where}: links in a row ${row.inRow}, menu button ${row.menu}`)
        if (row.overflow > 0) found.push(`${where}: the header's row is ${row.overflow} px too narrow`)
        if (row.height > 64) found.push(`${where}: the header's row is ${row.height} px tall`)
        for (const link of row.wrapped)
          found.push(`${where}: ${link} wraps (its items need ${row.needed} of ${row.width} px)`)
      }
      expect(found).toEqual([])
      // A wide screen shows the links in a row.
      expect((await headerRow(page)).inRow).toBe(true)
    })
  }
}
