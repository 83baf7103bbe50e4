import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { daysAhead, PASSWORD, uniqueSuffix, uniqueWord, waitForApp } from './journey-helpers'
import { goOffline, waitForServiceWorker } from './pwa-helpers'

export { goOffline }

/** Undoes goOffline: the pages and the worker reach the server again, and `online` fires. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*')
  await context.setOffline(false)
}

/**
 * Waits until the PWA's service worker controls the page, then reloads it, so the chunks loaded
 * lazily (the outbox, dialogs) pass through the worker and land in its run-time cache.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await waitForServiceWorker(page)
  await page.reload()
  // The directory loads once scrolled near, as a person reading the page would.
  const directory = page.getByRole('region', { name: 'Find a Professional' })
  await waitForApp(page)
  await directory.scrollIntoViewIfNeeded()
  await expect(directory.getByText(/professionals? found$/)).toBeVisible()
}

/** A professional with a searchable full name, registered and profiled through the API. */
export async function createProfessional(
  request: APIRequestContext,
): Promise<{ username: string; fullName: string; surname: string }> {
  const username = `pro_${uniqueSuffix()}`
  const surname = uniqueWord()
  const fullName = `Dr. Neema ${surname}`
  const registered = await request.post('/api/register', {
    data: { username, password: PASSWORD, role: 'professional', title: 'Clinical Psychologist' },
  })
  expect(registered.status()).toBe(201)
  const profiled = await request.patch('/api/me/professional/profile', { data: { fullName } })
  expect(profiled.status()).toBe(200)
  return { username, fullName, surname }
}

/** A user account, signed in in the given context (its pages share the session cookie). */
export async function createUser(request: APIRequestContext): Promise<{ id: number; username: string }> {
  const username = `client_${uniqueSuffix()}`
  const response = await request.post('/api/register', { data: { username, password: PASSWORD, role: 'user' } })
  expect(response.status()).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { id, username }
}

type Booking = { id: number; clientName: string; professionalNotes: string | null }

/** The professional's bookings as the server holds them. */
export async function bookingsOf(request: APIRequestContext): Promise<Booking[]> {
  const response = await request.get('/api/me/professional/bookings')
  expect(response.status()).toBe(200)
  return (await response.json()) as Booking[]
}

/** Finds the professional in the landing's directory and fills in Book a Session (not sent yet). */
/** Finds the professional through the directory's search (a call to the server). */
export async function findProfessional(page: Page, surname: string, fullName: string): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Find a Professional' })
  await section.getByRole('searchbox', { name: 'Search professionals' }).fill(surname)
  await section.getByRole('button', { name: 'Search', exact: true }).click()
  const card = section.getByRole('article', { name: fullName })
  await expect(card).toBeVisible()
  return card
}

/** Opens Book Now on the card and fills in the booking (the dialog's code may come from the precache). */
export async function fillBooking(page: Page, card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Session' })
  await dialog.getByLabel('Date').fill(daysAhead(5))
  await dialog.getByLabel('Time').fill('09:30')
  await dialog.getByLabel('Session Type').selectOption('Video Call')
}

/** The list of things written on this device and not sent yet. */
export const waitingList = (page: Page) => page.getByRole('region', { name: 'Saved on this device, not sent yet' })
