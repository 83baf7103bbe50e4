import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { phone } from './journey-helpers'
import { goOffline, goOnline, outboxSettled, professionalWithBooking } from './offline-helpers'
import { moveBookingStart } from './session-clock'

/**
 * Issue 19's journeys on the real server: a person and a professional write to each other before
 * a session; a Chat session in Swahili where each sees the other's message within 3 seconds; a
 * message written offline that arrives once.
 */
type Parties = {
  proContext: BrowserContext
  userContext: BrowserContext
  pro: Page
  user: Page
  fullName: string
  clientName: string
  bookingId: number
}

async function twoParties(browser: Browser, locale?: 'sw'): Promise<Parties> {
  const proContext = await browser.newContext({ timezoneId: 'Africa/Nairobi' })
  const userContext = await browser.newContext({ ...phone, timezoneId: 'Africa/Nairobi' })
  const { pro, client } = await professionalWithBooking(proContext, userContext)
  const bookingId = (await myBookingIds(userContext.request))[0]!
  const pages = await Promise.all([proContext.newPage(), userContext.newPage()])
  if (locale)
    for (const page of pages)
      await page.addInitScript(() => {
        if (location.protocol.startsWith('http')) window.localStorage.setItem('wellness.locale', 'sw')
      })
  return {
    proContext,
    userContext,
    pro: pages[0],
    user: pages[1],
    fullName: pro.fullName,
    clientName: client.username,
    bookingId,
  }
}

async function myBookingIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get('/api/me/bookings')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { id: number }[]).map((booking) => booking.id)
}

/** The thread's messages as the server lists them to one party. */
async function serverTexts(request: APIRequestContext, bookingId: number): Promise<string[]> {
  const response = await request.get(`/api/bookings/${bookingId}/messages`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { messages: { text: string }[] }).messages.map((message) => message.text)
}

const messageList = (page: Page, name = 'Messages') => page.getByRole('list', { name, exact: true })

/** Writes and sends a message, then waits for the server's acknowledgement: the box empties, nothing waits. */
async function send(page: Page, text: string, labels = { box: 'Your message', send: 'Send', list: 'Messages' }) {
  const box = page.getByRole('textbox', { name: labels.box })
  await box.fill(text)
  await page.getByRole('button', { name: labels.send, exact: true }).click()
  await expect(box).toHaveValue('')
  await expect(messageList(page, labels.list).getByText(text)).toBeVisible()
}

test('a person and a professional exchange messages before a session; the unread counts show and clear', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const { proContext, userContext, pro, user, fullName, clientName, bookingId } = await twoParties(browser)

  await user.goto(`/messages/${bookingId}`)
  await expect(user.getByRole('heading', { level: 1, name: `Messages with ${fullName}` })).toBeVisible()
  await expect(user.getByRole('link', { name: 'Crisis help' }).first()).toBeVisible()
  await send(user, 'Can we move to 15:00?')

  await pro.goto('/professional/dashboard')
  await expect(pro.getByRole('link', { name: /Dashboard.*\(1 unread\)/ })).toBeVisible()
  // A request shows under Booking Requests and Upcoming Sessions alike.
  await pro
    .getByRole('link', { name: /Messages.*1 unread/ })
    .first()
    .click()
  await expect(pro.getByRole('heading', { level: 1, name: `Messages with ${clientName}` })).toBeVisible()
  await expect(messageList(pro).getByText('Can we move to 15:00?')).toBeVisible()
  await send(pro, 'Yes, 15:00 works. See https://example.org/worksheet')
  // Read once on screen: the header's count is gone on the next page.
  await pro.goto('/professional/dashboard')
  await expect(pro.getByRole('link', { name: /Messages/ }).first()).toBeVisible()
  await expect(pro.getByText(/unread/)).toHaveCount(0)

  await user.goto('/my-sessions')
  await expect(user.getByRole('link', { name: /Messages.*1 unread/ })).toBeVisible()
  // The thread on screen marks the reply read; leaving before the server answered could cancel that call.
  const markedRead = user.waitForResponse((response) => /\/messages\/read$/.test(new URL(response.url()).pathname))
  await user.getByRole('link', { name: /Messages.*1 unread/ }).click()
  const reply = messageList(user).getByRole('listitem').filter({ hasText: 'Yes, 15:00 works.' })
  await expect(reply).toBeVisible()
  await expect(reply.getByRole('link', { name: 'https://example.org/worksheet' })).toHaveAttribute(
    'href',
    'https://example.org/worksheet',
  )
  expect((await markedRead).status()).toBe(204)
  await user.goto('/my-sessions')
  await expect(user.getByRole('link', { name: /^Messages/ })).toBeVisible()
  await expect(user.getByText(/unread/)).toHaveCount(0)

  expect(await serverTexts(userContext.request, bookingId)).toEqual([
    'Can we move to 15:00?',
    'Yes, 15:00 works. See https://example.org/worksheet',
  ])
  await proContext.close()
  await userContext.close()
})

test("a Chat session in Swahili: each side sees the other's message within 3 seconds", async ({ browser }) => {
  test.setTimeout(60_000)
  const { proContext, userContext, pro, user, fullName, clientName, bookingId } = await twoParties(browser, 'sw')
  const accepted = await proContext.request.patch(`/api/bookings/${bookingId}`, { data: { status: 'confirmed' } })
  expect(accepted.status()).toBe(200)
  await moveBookingStart(bookingId, new Date(Date.now() - 60_000))
  const sw = { box: 'Ujumbe wako', send: 'Tuma', list: 'Ujumbe' }

  await Promise.all([user.goto(`/messages/${bookingId}`), pro.goto(`/messages/${bookingId}`)])
  await expect(user.getByRole('heading', { level: 1, name: `Ujumbe na ${fullName}` })).toBeVisible()
  await expect(pro.getByRole('heading', { level: 1, name: `Ujumbe na ${clientName}` })).toBeVisible()
  for (const page of [user, pro]) {
    await expect(page.getByText('Kipindi kinaendelea sasa: ujumbe unaonekana mara unapotumwa.')).toBeVisible()
    await expect(messageList(page, sw.list).getByText('Kipindi kimeanza')).toBeVisible()
  }
  // The professional's private notes sit beside the live session.
  await expect(pro.getByRole('heading', { name: 'Maelezo ya faragha' })).toBeVisible()

  await send(user, 'Habari, niko tayari.', sw)
  await expect(messageList(pro, sw.list).getByText('Habari, niko tayari.')).toBeVisible({ timeout: 3000 })
  await send(pro, 'Karibu. Tuanze.', sw)
  await expect(messageList(user, sw.list).getByText('Karibu. Tuanze.')).toBeVisible({ timeout: 3000 })

  await proContext.close()
  await userContext.close()
})

test('a message written offline waits to send, then arrives exactly once', async ({ browser }) => {
  test.setTimeout(60_000)
  const { proContext, userContext, pro, user, bookingId } = await twoParties(browser)
  await user.goto(`/messages/${bookingId}`)
  await expect(user.getByRole('textbox', { name: 'Your message' })).toBeVisible()

  await goOffline(userContext)
  await user.getByRole('textbox', { name: 'Your message' }).fill('Written without a network')
  await user.getByRole('button', { name: 'Send', exact: true }).click()
  const waiting = messageList(user).getByRole('listitem').filter({ hasText: 'Written without a network' })
  await expect(waiting).toContainText('Waiting to send')

  await goOnline(userContext)
  await outboxSettled(user)
  await expect(messageList(user).getByText('Waiting to send')).toHaveCount(0)
  await expect(messageList(user).getByText('Written without a network')).toHaveCount(1)

  await pro.goto(`/messages/${bookingId}`)
  await expect(messageList(pro).getByText('Written without a network')).toHaveCount(1)
  expect(await serverTexts(userContext.request, bookingId)).toEqual(['Written without a network'])
  await proContext.close()
  await userContext.close()
})
