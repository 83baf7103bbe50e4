import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

/** How far the section's heading sits below the sticky header (negative: under it). */
async function headingBelowHeader(page: Page, section: string): Promise<number> {
  const heading = page.getByRole('region', { name: section, exact: true }).getByRole('heading', { level: 2 }).first()
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top)
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((element) => element.getBoundingClientRect().bottom)
  return top - headerBottom
}

/** The heading lands within 100 px below the header, and stays there once everything near it has loaded. */
async function expectLanded(page: Page, section: string): Promise<void> {
  await expect.poll(() => headingBelowHeader(page, section)).toBeGreaterThanOrEqual(0)
  await expect.poll(() => headingBelowHeader(page, section)).toBeLessThanOrEqual(100)
  await page.waitForLoadState('networkidle')
  const settled = await headingBelowHeader(page, section)
  expect(settled, `${section}'s heading ${settled} px below the header once loaded`).toBeGreaterThanOrEqual(0)
  expect(settled).toBeLessThanOrEqual(100)
}

const screens = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, hasTouch: false },
] as const

for (const screen of screens) {
  test.describe(`in-page links on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch })

    /** Taps a link of the header's: in its row, or in the menu when the row has no room for it. */
    async function tapHeaderLink(page: Page, name: string): Promise<void> {
      const header = page.locator('header').first()
      const link = header.getByRole('link', { name, exact: true })
      if (!(await link.isVisible())) await header.getByRole('button', { name: 'Menu' }).click()
      await link.click()
    }

    test('Get Help lands on Contact Us on a fresh load of /, and again on a second tap', async ({ page }) => {
      await page.goto('/')
      await tapHeaderLink(page, 'Get Help')
      await expect(page).toHaveURL(/\/#contact$/)
      await expectLanded(page, 'Contact Us')

      // The person touches the screen and scrolls back up: the touch ends the landing's following of
      // the section (a script's scroll alone would not, and a part arriving could pull the page back).
      await page.evaluate(() => {
        window.dispatchEvent(new PointerEvent('pointerdown'))
        window.scrollTo(0, 0)
      })
      // Back at the top, give or take a pixel (a fresh clone's run kept it at 1).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100)
      await tapHeaderLink(page, 'Get Help')
      await expectLanded(page, 'Contact Us')
    })

    test('Resources lands on its section on a fresh load of /', async ({ page }) => {
      await page.goto('/')
      await tapHeaderLink(page, 'Resources')
      await expectLanded(page, 'Resources')
    })

    test("the footer's Contact Us lands on Contact Us from another page", async ({ page }) => {
      await page.goto('/blog')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
      await expect(page).toHaveURL(/\/#contact$/)
      await expectLanded(page, 'Contact Us')
    })

    test('a deep link to /#qa-forum lands on the Q&A forum', async ({ page }) => {
      await page.goto('/#qa-forum')
      await expectLanded(page, 'Q&A Forum')
    })
  })
}
