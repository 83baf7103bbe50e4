import { expect, test } from './fixtures'
import { LAYOUT_WIDTHS, nextPaint, scrollThrough, sidewaysProblems } from './layout-helpers'
import { headingIn, openIn, siteRoutes } from './site-routes'

// Every route, signed in where it needs it, in both languages: at no width of LAYOUT_WIDTHS does
// the page scroll sideways or any text spill out of its box, on any of the page's tabs.
for (const locale of ['en', 'sw'] as const) {
  for (const route of siteRoutes) {
    test(`${route.path} in ${locale} fits ${LAYOUT_WIDTHS.join(', ')} px without sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 800 })
      await openIn(page, route, locale)
      await expect(page.getByRole('heading', { level: 1, name: headingIn(route, locale), exact: true })).toBeVisible()
      await scrollThrough(page)

      const found: string[] = []
      const tabs = page.getByRole('tab')
      const tabCount = await tabs.count()
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        for (let index = 0; index < Math.max(tabCount, 1); index++) {
          let where = `${route.path} at ${width} px in ${locale}`
          if (tabCount > 0) {
            const tab = tabs.nth(index)
            await tab.click()
            await expect(tab).toHaveAttribute('aria-selected', 'true')
            where += `, tab "${await tab.textContent()}"`
          }
          await nextPaint(page)
          for (const problem of await sidewaysProblems(page)) found.push(`${where}: ${problem}`)
        }
      }
      expect(found).toEqual([])
    })
  }
}
