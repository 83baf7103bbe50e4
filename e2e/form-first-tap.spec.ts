import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { phone, PASSWORD, uniqueSuffix } from './journey-helpers'

test.use(phone)

/** The Register tab takes taps once the app has taken the prerendered page over. */
async function openRegister(page: Page): Promise<void> {
  await page.goto('/auth')
  const tab = page.getByRole('tab', { name: 'Register' })
  await expect(tab).toBeEnabled()
  await tab.tap()
}

async function fillWithMismatch(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).pressSequentially(username)
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD)
  await page.getByLabel('Confirm Password', { exact: true }).pressSequentially(`${PASSWORD}x`)
  await page.getByLabel('Account Type').selectOption('user')
}

async function fixAndTapOnce(page: Page): Promise<void> {
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD)
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/register') && request.method() === 'POST')
  await page.getByRole('button', { name: 'Create Account' }).tap()
  await sent
  await expect(page).toHaveURL(/\/$/)
}

test('Register sends on the first tap after "Passwords do not match" shown on leaving the field', async ({ page }) => {
  await openRegister(page)
  await fillWithMismatch(page, `tap_${uniqueSuffix()}`)
  await page.getByLabel('Account Type').focus()
  await fixAndTapOnce(page)
})

test('Register sends on the first tap after "Passwords do not match" shown by a submit', async ({ page }) => {
  await openRegister(page)
  await fillWithMismatch(page, `tap_${uniqueSuffix()}`)
  await page.getByRole('button', { name: 'Create Account' }).tap()
  await fixAndTapOnce(page)
})

test('Register shows every field error at once after a mismatch', async ({ page }) => {
  await openRegister(page)
  await page.getByLabel('Username', { exact: true }).pressSequentially('ab')
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD)
  await page.getByLabel('Confirm Password', { exact: true }).pressSequentially(`${PASSWORD}x`)
  await page.getByLabel('Account Type').selectOption('professional')
  await page.getByRole('button', { name: 'Create Account' }).tap()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
  await expect(page.getByText('Please select your professional title')).toBeVisible()
})
