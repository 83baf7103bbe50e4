import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { phone } from './journey-helpers'
import { controlledByServiceWorker, goOffline, storedCopyKeys } from './offline-helpers'

test.use(phone)

test('offline, a page read before shows its stored copy, dated, under a banner that hides nothing', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await controlledByServiceWorker(page)
  await page.goto('/crisis-resources')
  await expect(page.getByRole('link', { name: 'Call 999' }).first()).toBeVisible()
  await expect(page.getByText(/^Saved on this device/)).toHaveCount(0)
  // Going offline before the page's copies are written would leave nothing to show.
  await expect
    .poll(() => storedCopyKeys(page, 'page:crisisResources:'))
    .toEqual([
      'page:crisisResources:helplines',
      'page:crisisResources:immediate-help',
      'page:crisisResources:text-support',
      'page:crisisResources:warning-signs',
    ])

  await goOffline(context)
  await page.reload()
  await expect(page.getByText(/^Saved on this device · last updated \S.*\d{2}:\d{2}/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call 999' }).first()).toHaveAttribute('href', 'tel:999')
  const banner = page.getByText('You are offline.', { exact: false })
  await expect(banner).toBeVisible()

  // In the flow above the header on a 360 px phone: the header starts below it, nothing overlaps.
  const bannerBox = (await banner.boundingBox())!
  const headerBox = (await page.getByRole('banner').boundingBox())!
  expect(bannerBox.width).toBeLessThanOrEqual(360)
  expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1)

  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.getByText(/^Imehifadhiwa kwenye kifaa hiki · ilisasishwa mwisho/)).toBeVisible()
  await expect(page.getByText('Huna mtandao.', { exact: false })).toBeVisible()

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
    [],
  )
})
