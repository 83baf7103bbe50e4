import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectToast, phone } from './journey-helpers'
import {
  bookingsOf,
  controlledByServiceWorker,
  createProfessional,
  createUser,
  fillBooking,
  findProfessional,
  goOffline,
  goOnline,
  outboxSettled,
  professionalWithBooking,
  waitingList,
} from './offline-helpers'

/** A client on a phone books a new professional with the network gone (the dialog first opened offline): it waits on the device. */
async function bookOffline(browser: Browser) {
  const proContext = await browser.newContext()
  const context = await browser.newContext({ ...phone })
  const { fullName, surname } = await createProfessional(proContext.request)
  const client = await createUser(context.request)
  const page = await context.newPage()
  await page.goto('/')
  await controlledByServiceWorker(page)
  const card = await findProfessional(page, surname, fullName)

  await goOffline(context)
  await fillBooking(page, card)
  await page.getByRole('dialog', { name: 'Book a Session' }).getByRole('button', { name: 'Request Booking' }).click()
  await expectToast(page, 'Saved on this device', 'Your booking request will be sent when you are back online.')
  return { proContext, context, client, page, fullName }
}

test('a booking made offline (the dialog first opened offline) survives a reload and reaches the server exactly once', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const { proContext, context, client, page, fullName } = await bookOffline(browser)
  await expect(page.getByRole('dialog', { name: 'Book a Session' })).toBeHidden()
  await expect(waitingList(page)).toContainText('Waiting to send')
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible()

  await page.reload()
  await expect(waitingList(page)).toContainText('Waiting to send')
  // Kept with the professional's name, and read on the 24-hour clock.
  await expect(waitingList(page)).toContainText(
    new RegExp(`Booking request to ${fullName} for \\w{3} \\d{1,2} \\w{3} \\d{4}, 09:30 `),
  )
  await expect(page.getByText(/^Saved on this device · last updated/).first()).toBeVisible()
  expect((await bookingsOf(proContext.request)).length).toBe(0)

  await goOnline(context)
  await expectToast(page, 'Success', 'Your booking request has been sent to the professional.')
  await expect(waitingList(page)).toBeHidden()
  await expect(page.getByText('Back online: 1 waiting item was sent.')).toBeVisible()
  const bookings = await bookingsOf(proContext.request)
  expect(bookings.map((booking) => booking.clientName)).toEqual([client.username])
  await Promise.all([proContext.close(), context.close()])
})

test('session notes written offline are saved once when the network returns', async ({ browser }) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ ...phone })
  const clientContext = await browser.newContext()
  const { client } = await professionalWithBooking(context, clientContext)

  const page = await context.newPage()
  await page.goto('/professional/dashboard')
  const session = page
    .getByRole('region', { name: 'Upcoming Sessions' })
    .getByRole('article', { name: client.username })
  await session.getByRole('button', { name: 'Add Notes' }).click()
  const notes = page.getByRole('dialog', { name: 'Session Notes' })
  const text = 'Written with no signal; follow up on sleep.'
  await notes.getByLabel('Private notes').fill(text)

  await goOffline(context)
  await notes.getByRole('button', { name: 'Save Notes' }).click()
  await expectToast(page, 'Saved on this device', 'Your notes will be saved when you are back online.')
  await expect(notes).toBeHidden()
  await expect(session).toContainText('Notes waiting to send')
  await session.getByRole('button', { name: 'Edit Notes' }).click()
  await expect(notes.getByLabel('Private notes')).toHaveValue(text)
  await notes.getByRole('button', { name: 'Cancel' }).click()

  // Counts every notes PATCH that reaches the server, from the page or its service worker.
  let patches = 0
  await context.route('**/api/me/professional/bookings/*/notes', (route) => {
    patches++
    return route.continue()
  })
  await goOnline(context)
  await expectToast(page, 'Session notes saved successfully')
  await expect(session).not.toContainText('Notes waiting to send')
  const [saved] = await bookingsOf(context.request)
  expect(saved?.professionalNotes).toBe(text)
  // A second sender (another trigger, the worker's Background Sync) could only send while the
  // entry is still stored; once it is gone and no flush runs, the count is final.
  await outboxSettled(page)
  expect(patches).toBe(1)
  await Promise.all([context.close(), clientContext.close()])
})

/**
 * The browser's Background Sync for `origin`, as Chromium fires it when the network is back:
 * through DevTools, since an emulated reconnect does not wake it.
 */
async function syncServiceWorker(page: Page, origin: string): Promise<void> {
  const devtools = await page.context().newCDPSession(page)
  const registered = new Promise<string>((resolve) =>
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin))
      if (ours) resolve(ours.registrationId)
    }),
  )
  await devtools.send('ServiceWorker.enable')
  const registrationId = await registered
  await devtools.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: 'wellness-outbox',
    lastChance: false,
  })
  await devtools.detach()
}

test('with no page of the app open, the service worker sends what waited, once, when the browser syncs', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const { proContext, context, client, page } = await bookOffline(browser)
  const origin = new URL(page.url()).origin
  // No app runs any more: only the worker can send it.
  await page.goto('about:blank')

  // Counts every booking request that reaches the server, from the worker or a page, from before
  // the network is back: Chromium may fire the sync itself on the reconnect.
  let posts = 0
  await context.route('**/api/bookings', (route) => {
    if (route.request().method() === 'POST') posts++
    return route.continue()
  })
  await goOnline(context)
  await syncServiceWorker(page, origin)
  const clients = async () => (await bookingsOf(proContext.request)).map((booking) => booking.clientName)
  await expect.poll(clients).toEqual([client.username])

  // The worker forgot it: the app opened again has nothing waiting, and sends nothing more.
  await page.goto('/')
  await outboxSettled(page)
  await expect(waitingList(page)).toBeHidden()
  expect(posts).toBe(1)
  expect(await clients()).toEqual([client.username])
  await Promise.all([proContext.close(), context.close()])
})
