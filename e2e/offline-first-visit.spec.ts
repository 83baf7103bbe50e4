import { expect, test } from './fixtures'
import { daysAhead, login, phone } from './journey-helpers'
import { createProfessional, createUser, findProfessional, goOffline, storedCopyKeys } from './offline-helpers'
import { waitForServiceWorker } from './pwa-helpers'

test.use(phone)

test('a professional who signed in from /auth reloads the dashboard offline with its saved copies, 3 times out of 3', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  // The professional and a client's booking, made through the API in contexts of their own.
  const setup = await browser.newContext()
  const clientContext = await browser.newContext()
  const pro = await createProfessional(setup.request)
  const client = await createUser(clientContext.request)
  const professionalId = ((await (await setup.request.get('/api/me/professional')).json()) as { id: number }).id
  const booked = await clientContext.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `first-visit-e2e-${pro.username}` },
    data: { professionalId, sessionDate: daysAhead(200), sessionTime: '10:00', sessionType: 'Video Call' },
  })
  expect(booked.status()).toBe(201)

  // The first page this device ever opens is /auth: the worker installs from there.
  const context = await browser.newContext({ ...phone })
  const page = await context.newPage()
  await login(page, pro.username, 'journey-pass-1')
  await expect(page).toHaveURL(/\/professional\/dashboard$/)
  const pending = page.getByRole('region', { name: 'Booking Requests' }).getByRole('article', { name: client.username })
  await expect(pending).toBeVisible()
  await waitForServiceWorker(page)
  await expect.poll(() => storedCopyKeys(page, 'user')).toEqual(['user'])
  await expect.poll(async () => (await storedCopyKeys(page, 'bookings:')).length).toBeGreaterThan(0)

  await goOffline(context)
  for (let reload = 1; reload <= 3; reload++) {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Dashboard' })).toBeVisible()
    await expect(page.getByText(/^Saved on this device · last updated/)).toBeVisible()
    await expect(pending).toBeVisible()
  }
  await Promise.all([setup.close(), clientContext.close(), context.close()])
})

test('after one visit to /, Book Now and Login open the real sign-in screen offline', async ({ page, context }) => {
  const setup = await context.browser()!.newContext()
  const pro = await createProfessional(setup.request)
  await setup.close()
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.getByRole('region', { name: 'Find a Professional' }).scrollIntoViewIfNeeded()
  const card = await findProfessional(page, pro.surname, pro.fullName)

  await goOffline(context)
  await card.getByRole('button', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(/\/auth\?redirect=/)
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible()
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible()

  await page.goBack()
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('link', { name: 'Login' }).click()
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible()
})

test("after a visit to / that never scrolled, the landing's three forms open offline", async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await goOffline(context)
  await page.reload()
  for (const [section, field] of [
    ['Book a Session', 'Date'],
    ['Q&A Forum', 'Your question'],
    ['Contact Us', 'Message'],
  ] as const) {
    const region = page.getByRole('region', { name: section })
    await region.scrollIntoViewIfNeeded()
    await expect(region.getByLabel(field, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('The form could not be loaded', { exact: false })).toHaveCount(0)
})
