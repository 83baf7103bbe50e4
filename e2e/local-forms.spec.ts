import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { phone, waitForApp } from './journey-helpers'

// docs/product.md#11-content-and-local-forms: the landing's booking demo and contact form make no call.
test.use(phone)

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
    [bookingDemo(page), 'Submit demo booking'],
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

test('a booking demo is kept on the device, with nothing sent', async ({ page }) => {
  await page.goto('/#booking-demo')
  const demo = bookingDemo(page)
  await demo.getByLabel('Appointment Type').selectOption('individual')
  await demo.getByLabel('Session Type').selectOption('video')
  await demo.getByLabel('Location').selectOption('nairobi')
  await demo.getByLabel('Date').fill('2099-06-01')
  await demo.getByLabel('Time', { exact: true }).fill('10:30')
  await demo.getByLabel('Notes (optional)').fill('Evenings suit me better.')
  await privacyBox(demo).tap()
  const made = await requestsFromNow(page)
  await demo.getByRole('button', { name: 'Submit demo booking' }).tap()

  const notice = demo.getByRole('status').filter({ hasText: 'Kept on this device only' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Individual Therapy')
  await expect(notice).toContainText('1 Jun 2099, 10:30 · East Africa Time (GMT+3)')
  await expect(notice).toContainText('No session is booked')
  await expect(notice.getByRole('link', { name: 'directory' })).toHaveAttribute('href', '/#directory')
  expect(made).toEqual([])
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
  await expect(bookingDemo(page).getByRole('button', { name: 'Submit demo booking' })).toBeVisible()
  const results = await new AxeBuilder({ page })
    .include('#booking-demo')
    .include('#qa-forum')
    .include('#contact')
    .analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
})
