import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { phone } from './journey-helpers'

test.use(phone)

const dangerCard = (page: Page) => page.getByRole('region', { name: 'If you are in immediate danger' })

test('the Kenya emergency number is a big tel:999 link, and every number dials or texts', async ({ page }) => {
  await page.goto('/crisis-resources')
  const kenya = dangerCard(page).getByRole('listitem').filter({ hasText: 'Kenya' })
  const call = kenya.getByRole('link', { name: 'Call 999' })
  await expect(call).toHaveAttribute('href', 'tel:999')
  const box = await call.boundingBox()
  expect(box?.height).toBeGreaterThanOrEqual(44)
  // At the top: on a phone it is on screen without scrolling.
  await expect(call).toBeInViewport()

  const hrefs = await page
    .locator('a[href^="tel:"], a[href^="sms:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(hrefs.length).toBeGreaterThan(8)
  for (const href of hrefs) expect(href).toMatch(/^(tel|sms):\+?\d{3,15}$/)
  expect(hrefs.some((href) => href.startsWith('sms:'))).toBe(true)
})

test('the safety plan stays on the phone across a reload, until it is cleared', async ({ page }) => {
  await page.goto('/crisis-resources')
  const signs = page.getByLabel('1. Warning signs')
  await signs.fill('I stop answering my phone')
  await page
    .getByRole('group', { name: /People whom I can ask for help/ })
    .getByLabel('Phone 1')
    .fill('0712 345 678')
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device:' })).toBeVisible()

  await page.reload()
  await expect(signs).toHaveValue('I stop answering my phone')
  await expect(page.getByRole('group', { name: /People whom I can ask for help/ }).getByLabel('Phone 1')).toHaveValue(
    '0712 345 678',
  )

  await page.getByRole('button', { name: 'Clear plan' }).click()
  await page.getByRole('button', { name: 'Erase plan' }).click()
  await expect(page.getByText('Your safety plan was erased from this device.')).toBeVisible()
  await expect(signs).toHaveValue('')
  await page.reload()
  await expect(signs).toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('wellness.safety-plan'))).toBeNull()
})

test('the page reads in English and in Swahili', async ({ page }) => {
  await page.goto('/crisis-resources')
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.getByRole('heading', { level: 1, name: 'Msaada wa Dharura' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Piga 999' }).first()).toHaveAttribute('href', 'tel:999')
})

for (const path of ['/crisis-resources', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
  test(`${path} has no detectable accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
  })
}
