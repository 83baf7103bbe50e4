import { expect, test } from './fixtures'
import { daysAhead, phone } from './journey-helpers'
import { nextPaint, sidewaysProblems } from './layout-helpers'
import { createProfessional } from './offline-helpers'
import type { Locale } from './site-routes'
import { swahili } from '../app/test/read-po'

/**
 * Issue 22: a professional edits their hours between sessions, on a phone. After the Monday to
 * Friday preset the Availability tab stays within the screen at 320-390 px, and every Add hours
 * and Remove button can be reached and works.
 */
const text = (locale: Locale, msgid: string, values?: Record<string, string>) =>
  locale === 'sw' ? swahili(msgid, values) : msgid.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '')

const weekday = (locale: Locale, day: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)))

test.use(phone)

for (const locale of ['en', 'sw'] as const) {
  test(`the weekly hours and days off fit 320-390 px in ${locale}, every control on the screen`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('wellness.locale', chosen), locale)
    await createProfessional(page.request)
    await page.goto('/professional/dashboard')
    await page.getByRole('tab', { name: text(locale, 'Availability') }).click()
    await page.getByRole('button', { name: text(locale, 'Mon-Fri 09:00-17:00') }).click()
    const form = page.getByRole('tabpanel').locator('form')
    await form.getByLabel(text(locale, 'Date'), { exact: true }).fill(daysAhead(30))
    await form.getByRole('button', { name: text(locale, 'Add day off') }).click()
    await expect(
      form.getByRole('button', { name: new RegExp(text(locale, 'Remove the day off {day}', { day: '' })) }),
    ).toBeVisible()

    // The tab's own content; the header's fit is the layout sweep's (e2e/no-sideways-scroll.spec.ts).
    const outsideTheScreen = async (width: number) => {
      await page.setViewportSize({ width, height: 740 })
      await nextPaint(page)
      const spilling = await sidewaysProblems(page, '[role="tabpanel"]')
      const outside = await page.getByRole('tabpanel').evaluate((panel, width) => {
        const outOfScreen = (element: Element) => {
          const box = element.getBoundingClientRect()
          return box.left < 0 || box.right > width
        }
        const controls = [...panel.querySelectorAll('button, input, select, label')].filter(outOfScreen)
        return [
          ...(outOfScreen(panel) || panel.scrollWidth > panel.clientWidth
            ? [`the tab is ${panel.scrollWidth} px wide`]
            : []),
          ...controls.map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.tagName),
        ]
      }, width)
      return [...spilling, ...outside]
    }
    for (const width of [390, 360, 320]) expect(await outsideTheScreen(width), `at ${width} px`).toEqual([])

    // Reached and working at the narrowest width: Friday's hours go, Sunday gets some.
    const friday = weekday(locale, 5)
    const sunday = weekday(locale, 7)
    await form.getByRole('button', { name: text(locale, 'Remove these hours of {day}', { day: friday }) }).click()
    await expect(form.getByLabel(text(locale, '{day}: from', { day: friday }))).toHaveCount(0)
    await form.getByRole('button', { name: text(locale, 'Add hours on {day}', { day: sunday }) }).click()
    await expect(form.getByLabel(text(locale, '{day}: from', { day: sunday }))).toBeVisible()
    expect(await outsideTheScreen(320)).toEqual([])
  })
}
