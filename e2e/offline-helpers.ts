import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { daysAhead, PASSWORD, uniqueSuffix, uniqueWord, waitForApp } from './journey-helpers'
import { deviceStore } from './device-store'
import { goOffline, waitForServiceWorker } from './pwa-helpers'

export { goOffline }

/** Undoes goOffline: the pages and the worker reach the server again, and `online` fires. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*')
  await context.setOffline(false)
}

/**
 * Waits until nothing is left to send: the outbox (IndexedDB) is empty and no sender, the page's or
 * the worker's, holds the flush lock. From then on no further request can leave the outbox.
 */
export async function outboxSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const { held = [] } = await navigator.locks.query()
        if (held.some((lock) => lock.name === 'wellness-outbox-flush')) return 'a flush is running'
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('wellness-offline')
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        const count = await new Promise<number>((resolve, reject) => {
          const request = db.transaction('outbox').objectStore('outbox').count()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        db.close()
        return count === 0 ? 'settled' : `${count} waiting`
      }),
    )
    .toBe('settled')
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

/** The booked session's date: months ahead, within the year a booking may reach (docs/product.md#10-limits-and-timings). */
export const BOOKED_DATE = daysAhead(200)

/**
 * A professional signed in in `context` with one booking (Chat, BOOKED_DATE at 11:00) made by a
 * client signed in in `clientContext`, both registered through the API.
 */
export async function professionalWithBooking(
  context: BrowserContext,
  clientContext: BrowserContext,
): Promise<{ pro: { username: string; fullName: string; surname: string }; client: { id: number; username: string } }> {
  const pro = await createProfessional(context.request)
  const client = await createUser(clientContext.request)
  const professionalId = ((await (await context.request.get('/api/me/professional')).json()) as { id: number }).id
  const booked = await clientContext.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-booking-${client.username}` },
    data: { professionalId, sessionDate: BOOKED_DATE, sessionTime: '11:00', sessionType: 'Chat' },
  })
  expect(booked.status()).toBe(201)
  return { pro, client }
}

/**
 * The rest of a profile the directory needs before it lists a professional (docs/product.md#15-trust):
 * a bio of at least 80 characters, a location, a specialty and a language.
 */
export const COMPLETE_PROFILE = {
  bio: 'Listens first, then works with each person on anxiety, stress and low mood, in plain words and at their pace.',
  location: 'Nairobi, Kenya',
  specialties: ['Anxiety'],
  languages: ['English', 'Swahili'],
}

/** A professional with a searchable full name and a complete profile, registered through the API. */
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
  const profiled = await request.patch('/api/me/professional/profile', { data: { fullName, ...COMPLETE_PROFILE } })
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
  // Scrolled to, as a person would: its controls stay disabled until its code, loaded when near, takes over.
  await section.scrollIntoViewIfNeeded()
  // A professional made for a test has no verified licence: Verified only, the default, would hide them.
  await section.getByRole('checkbox', { name: 'Verified only' }).uncheck()
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
  await dialog.getByLabel('Time', { exact: true }).fill('09:30')
  await dialog.getByLabel('Session Type').selectOption('Video Call')
}

/** The list of things written on this device and not sent yet. */
export const waitingList = (page: Page) => page.getByRole('region', { name: 'Saved on this device, not sent yet' })

/**
 * The query keys of the copies stored on this device (IndexedDB), each written `part:part:…`, that
 * start with `prefix`, sorted.
 */
export async function storedCopyKeys(page: Page, prefix: string): Promise<string[]> {
  const keys = (await deviceStore(page)).snapshots.map((snapshot) => snapshot.key)
  return keys.filter((key) => key.startsWith(prefix)).sort()
}
