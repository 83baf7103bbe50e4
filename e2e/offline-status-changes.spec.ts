import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectToast, PASSWORD, phone } from './journey-helpers'
import { createProfessional, createUser, goOffline, goOnline, waitingList } from './offline-helpers'
import { waitForServiceWorker } from './pwa-helpers'

type Setup = {
  /** The professional's phone, with the dashboard open and its service worker in control. */
  context: BrowserContext
  page: Page
  /** The same professional signed in on another device, which stays online. */
  elsewhere: APIRequestContext
  bookingId: number
  clientName: string
  close: () => Promise<void>
}

/** A professional with one pending request from a client, their dashboard open on a phone. */
async function professionalWithRequest(browser: Browser): Promise<Setup> {
  const context = await browser.newContext({ ...phone, timezoneId: 'Africa/Nairobi' })
  const [clientContext, otherDevice] = [await browser.newContext(), await browser.newContext()]
  const { username } = await createProfessional(context.request)
  const client = await createUser(clientContext.request)
  const professionalId = ((await (await context.request.get('/api/me/professional')).json()) as { id: number }).id
  const booked = await clientContext.request.post('/api/bookings', {
    data: { professionalId, sessionDate: '2099-02-10', sessionTime: '14:30', sessionType: 'Chat' },
  })
  expect(booked.status()).toBe(201)
  const { id: bookingId } = (await booked.json()) as { id: number }
  const signedIn = await otherDevice.request.post('/api/login', { data: { username, password: PASSWORD } })
  expect(signedIn.status()).toBe(200)

  const page = await context.newPage()
  await page.goto('/professional/dashboard')
  await waitForServiceWorker(page)
  return {
    context,
    page,
    elsewhere: otherDevice.request,
    bookingId,
    clientName: client.username,
    close: () => Promise.all([context, clientContext, otherDevice].map((item) => item.close())).then(() => undefined),
  }
}

const requestCard = (page: Page, clientName: string) =>
  page.getByRole('region', { name: 'Booking Requests' }).getByRole('article', { name: clientName })

/** The booking's status as the server holds it, read from the professional's other device. */
async function serverStatus(elsewhere: APIRequestContext, bookingId: number): Promise<string | undefined> {
  const response = await elsewhere.get('/api/me/professional/bookings')
  expect(response.status()).toBe(200)
  const bookings = (await response.json()) as { id: number; status: string }[]
  return bookings.find((booking) => booking.id === bookingId)?.status
}

/** Presses Accept with no network for the page and its worker: the change waits on the card. */
async function acceptOffline({ context, page, clientName }: Setup): Promise<void> {
  const card = requestCard(page, clientName)
  await expect(card).toBeVisible()
  await goOffline(context)
  await card.getByRole('button', { name: 'Accept' }).click()
  await page.getByRole('dialog', { name: 'Accept this request?' }).getByRole('button', { name: 'Accept' }).click()
  await expectToast(page, 'Saved on this device', 'Your change will be sent when you are back online.')
  await expect(card).toContainText('Accepted, waiting to send')
  await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled()
  // Who and when, as the professional reads it (docs/product.md#dates-and-times).
  await expect(waitingList(page)).toContainText(`Accept ${clientName}'s booking for Tue 10 Feb 2099, 14:30 EAT`)
}

test('an Accept pressed offline waits on its card and reaches the server exactly once when back online', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const setup = await professionalWithRequest(browser)
  const { context, page, elsewhere, bookingId, clientName } = setup
  await acceptOffline(setup)
  expect(await serverStatus(elsewhere, bookingId)).toBe('pending')

  // Counts every status change that reaches the server, from the page or its service worker.
  let patches = 0
  await context.route(`**/api/bookings/${bookingId}`, (route) => {
    if (route.request().method() === 'PATCH') patches++
    return route.continue()
  })
  await goOnline(context)
  await expectToast(page, 'Booking confirmed successfully')
  await expect(waitingList(page)).toBeHidden()
  await expect(requestCard(page, clientName)).toBeHidden()
  const session = page.getByRole('region', { name: 'Upcoming Sessions' }).getByRole('article', { name: clientName })
  await expect(session).toContainText('Confirmed')
  // A session in the future: notes yes, Mark Complete only from its start.
  await expect(session.getByRole('button', { name: 'Add Notes' })).toBeEnabled()
  await expect(session.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0)
  expect(await serverStatus(elsewhere, bookingId)).toBe('confirmed')
  // The outbox is empty, so nothing is left that could be sent a second time.
  expect(patches).toBe(1)
  await setup.close()
})

test("an Accept pressed offline that lost to a Decline made elsewhere shows the server's reason", async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const setup = await professionalWithRequest(browser)
  const { context, page, elsewhere, bookingId, clientName } = setup
  await acceptOffline(setup)
  const declined = await elsewhere.patch(`/api/bookings/${bookingId}`, { data: { status: 'declined' } })
  expect(declined.status()).toBe(200)

  await goOnline(context)
  const reason = 'This booking cannot change from declined to confirmed'
  await expectToast(page, 'Error', reason)
  await expect(waitingList(page)).toContainText(`Not sent: ${reason}`)
  // The lists were read again: the request is no longer waiting for an answer.
  await expect(requestCard(page, clientName)).toBeHidden()
  expect(await serverStatus(elsewhere, bookingId)).toBe('declined')
  await setup.close()
})
