import { expect, type Locator, type Page } from '@playwright/test'

/** A phone the journeys run on (product brief: 360 x 740). */
export const phone = { viewport: { width: 360, height: 740 }, hasTouch: true } as const

export const PASSWORD = 'journey-pass-1'

/** A short suffix unique to this run, so every test creates its own accounts on the shared server. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** Letters only (a search word must match the start of a word of the name). */
export function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let word = ''
  for (let index = 0; index < 8; index++) word += letters[Math.floor(Math.random() * letters.length)]
  return word[0]!.toUpperCase() + word.slice(1)
}

/** The toast region (English name); one toast shows at a time. */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' }).locator('li').filter({ hasText: title })
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const card = toast(page, title)
  await expect(card).toBeVisible()
  if (description) await expect(card).toContainText(description)
}

type Account = { username: string; password?: string } & ({ role: 'user' } | { role: 'professional'; title: string })

/** Registers through the Register tab of /auth (English labels). */
export async function register(page: Page, account: Account): Promise<void> {
  const password = account.password ?? PASSWORD
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  await page.getByLabel('Username', { exact: true }).fill(account.username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(password)
  await page.getByLabel('Account Type').selectOption(account.role)
  if (account.role === 'professional') await page.getByLabel('Professional Title').selectOption(account.title)
  await page.getByRole('button', { name: 'Create Account' }).click()
}

/** Logs in through the Login tab of /auth (English labels). */
export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth')
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}

/** A date `days` ahead as YYYY-MM-DD (UTC; far enough ahead that East Africa Time agrees it is future). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** A valid 1 x 1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The number under a dashboard Analytics counter, as shown. */
export function counter(page: Page, label: string): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .getByRole('definition')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Waits until the app has taken the prerendered page over: its controls are disabled until then
 * (app/lib/use-hydrated.ts). Before that, links work the browser's own way.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByLabel('Language', { exact: true })).toBeEnabled()
}
