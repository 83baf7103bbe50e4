import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { phone, waitForApp } from './journey-helpers'
import { createUser } from './offline-helpers'

// docs/product.md#11-content-and-local-forms: the landing's booking demo and contact form make no call.
test.use({ ...phone, timezoneId: 'Africa/Nairobi' })

const bookingDemo = (page: Page) => page.getByRole('region', { name: 'Book a Session' })
const contact = (page: Page) => page.getByRole('region', { name: 'Contact Us' })
const privacyBox = (section: Locator) => section.getByRole('checkbox', { name: /I have read and agree/ })

/** Every request the page makes from now on (the page's own load is over by then). */
async function requestsFromNow(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  const made: string[] = []
  page.on('request', (request) => made.push(`${request.method()} ${request.url()}`))
  return made
}

test('each submit button waits for its privacy box', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  for (const [section, submit] of [
    [bookingDemo(page), 'Find professionals for this time'],
    [contact(page), 'Send Message'],
  ] as const) {
    // A form's code is fetched when the person scrolls near it.
    await section.scrollIntoViewIfNeeded()
    const button = section.getByRole('button', { name: submit })
    await expect(button).toBeDisabled()
    await privacyBox(section).tap()
    await expect(button).toBeEnabled()
    await privacyBox(section).tap()
    await expect(button).toBeDisabled()
  }
})

test('the booking form sends nothing, opens the directory it matches, and Book Now preselects its date and time', async ({
  page,
}) => {
  await createUser(page.request)
  await page.goto('/#booking-demo')
  const demo = bookingDemo(page)
  await demo.getByLabel('Appointment Type').selectOption('couples')
  await demo.getByLabel('Session Type').selectOption('video')
  await demo.getByLabel('Location').selectOption('mombasa')
  await demo.getByLabel('Date').fill('2099-06-01')
  await demo.getByLabel('Time', { exact: true }).fill('10:30')
  await demo.getByLabel('Notes (optional)').fill('Evenings suit me better.')
  await privacyBox(demo).tap()
  const made = await requestsFromNow(page)
  await demo.getByRole('button', { name: 'Find professionals for this time' }).tap()

  await expect(page).toHaveURL(/\/\?specialty=family&location=kenya#directory$/)
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Kept on this device only')
  const directory = page.getByRole('region', { name: 'Find a Professional' })
  await expect(directory.getByLabel('Specialty')).toHaveValue('family')
  await expect(directory.getByLabel('Location')).toHaveValue('kenya')
  const card = directory.getByRole('article', { name: 'Grace Wanjiru' })
  await expect(card).toBeVisible()
  // Nothing of the form reached the server: its only calls are the directory's own reads, with the two filters.
  const calls = made.filter((request) => request.includes('/api/'))
  expect(calls.length).toBeGreaterThan(0)
  for (const call of calls) expect(call).toMatch(/^GET .*\/api\/professionals\?.*specialty=family/)

  await card.getByRole('button', { name: 'Book Now' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Book a Session' })
  await expect(dialog.getByLabel('Date')).toHaveValue('2099-06-01')
  await expect(dialog.getByLabel('Time', { exact: true })).toHaveValue('10:30')
  expect(await page.evaluate(() => localStorage.getItem('wellness.chosen-time'))).toBeNull()
})

test('a contact message is kept on the device, says it was not sent, and nothing is sent', async ({ page }) => {
  await page.goto('/#contact')
  const form = contact(page)
  await form.getByLabel('Name').fill('Achieng')
  await form.getByLabel('Email').fill('achieng@example.org')
  await form.getByLabel('Inquiry Type').selectOption('therapy')
  await form.getByLabel('Message').fill('Do you have counselors who speak Dholuo?')
  await privacyBox(form).tap()
  const made = await requestsFromNow(page)
  await form.getByRole('button', { name: 'Send Message' }).tap()

  const notice = form.getByRole('status').filter({ hasText: 'Kept on this device only' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Your message was NOT sent')
  await expect(notice.getByRole('link', { name: 'Crisis Resources' })).toHaveAttribute('href', '/crisis-resources')
  expect(made).toEqual([])

  await notice.getByRole('button', { name: 'Close' }).tap()
  await expect(form.getByLabel('Name')).toHaveValue('')
  await expect(form.getByLabel('Name')).toBeFocused()
})

test('the three sections pass axe, forms loaded and errors shown', async ({ page }) => {
  await page.goto('/#qa-forum')
  await expect(page.getByRole('button', { name: 'Helpful (24)' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Helpful (18)' })).toBeVisible()
  await page.getByRole('button', { name: 'Ask Question' }).tap()
  await expect(page.getByText('Please write your question')).toBeVisible()
  await contact(page).scrollIntoViewIfNeeded()
  await privacyBox(contact(page)).tap()
  await contact(page).getByRole('button', { name: 'Send Message' }).tap()
  await expect(contact(page).getByText('Required').first()).toBeVisible()
  await bookingDemo(page).scrollIntoViewIfNeeded()
  await expect(bookingDemo(page).getByRole('button', { name: 'Find professionals for this time' })).toBeVisible()
  const results = await new AxeBuilder({ page })
    .include('#booking-demo')
    .include('#qa-forum')
    .include('#contact')
    .analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
})
