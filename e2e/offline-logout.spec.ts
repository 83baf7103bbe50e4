import { expect, test } from './fixtures'
import { deviceStore } from './device-store'
import { expectToast } from './journey-helpers'
import { goOffline, goOnline, professionalWithBooking } from './offline-helpers'
import { waitForServiceWorker } from './pwa-helpers'

test('logout offline forgets the person on the device at once and ends their session when the network returns', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const context = await browser.newContext()
  const clientContext = await browser.newContext()
  const { client } = await professionalWithBooking(context, clientContext)

  const page = await context.newPage()
  await page.goto('/professional/dashboard')
  await waitForServiceWorker(page)
  await page.reload()
  await expect(page.getByRole('article', { name: client.username }).first()).toBeVisible()
  await expect
    .poll(async () => (await deviceStore(page)).snapshots.filter((snapshot) => snapshot.personal).length)
    .toBeGreaterThan(1)
  // The session cookie, to ask the server later whether that session still exists.
  const sessionCookies = await context.cookies()

  await goOffline(context)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expectToast(page, 'Logout successful', 'You have been logged out successfully.')
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  const stored = await deviceStore(page)
  // The one personal copy left is the user's, saying nobody is signed in.
  expect(stored.snapshots.filter((snapshot) => snapshot.personal)).toEqual([
    { key: 'user', personal: true, data: null },
  ])
  expect(JSON.stringify(stored.snapshots)).not.toContain(client.username)
  expect(stored.outbox.map(({ route, state }) => ({ route, state }))).toEqual([{ route: 'logout', state: 'waiting' }])

  // Offline still, a reload shows the person signed out (the stored user says so).
  await page.reload()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Saved on this device, not sent yet' })).toBeHidden()

  const other = await browser.newContext()
  await other.addCookies(sessionCookies)
  expect((await other.request.get('/api/user')).status()).toBe(200)

  await goOnline(context)
  await expect.poll(async () => (await other.request.get('/api/user')).status()).toBe(401)
  await expect.poll(async () => (await deviceStore(page)).outbox).toEqual([])
  await Promise.all([context.close(), clientContext.close(), other.close()])
})

for (const screen of [
  { name: 'a phone', use: { viewport: { width: 360, height: 740 }, hasTouch: true }, menu: true },
  { name: 'a desktop', use: { viewport: { width: 1280, height: 800 } }, menu: false },
] as const) {
  test(`logout offline with an Accept waiting asks first, then clears the device and shows the person signed out (${screen.name})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000)
    const context = await browser.newContext(screen.use)
    const clientContext = await browser.newContext()
    const { client } = await professionalWithBooking(context, clientContext)
    const page = await context.newPage()
    await page.goto('/professional/dashboard')
    await waitForServiceWorker(page)
    await page.reload()
    const request = page
      .getByRole('region', { name: 'Booking Requests' })
      .getByRole('article', { name: client.username })
    await expect(request).toBeVisible()

    await goOffline(context)
    await request.getByRole('button', { name: 'Accept' }).click()
    await page.getByRole('dialog', { name: 'Accept this request?' }).getByRole('button', { name: 'Accept' }).click()
    await expect(request).toContainText('Accepted, waiting to send')
    await expect.poll(async () => (await deviceStore(page)).outbox.length).toBe(1)

    const header = page.getByRole('banner')
    if (screen.menu) await header.getByRole('button', { name: 'Menu' }).click()
    await header.getByRole('button', { name: 'Logout' }).click()
    // The app's own question: a browser or web view that blocks confirm() would answer it "no" unseen.
    const question = page.getByRole('dialog', { name: 'Log out anyway?' })
    await expect(question).toContainText(
      'Some things you wrote offline have not been sent yet. Logging out deletes them from this device.',
    )
    await question.getByRole('button', { name: 'Stay logged in' }).click()
    await expect(question).toBeHidden()
    await expect(request).toContainText('Accepted, waiting to send')

    if (screen.menu && !(await header.getByRole('button', { name: 'Logout' }).isVisible())) {
      await header.getByRole('button', { name: 'Menu' }).click()
    }
    await header.getByRole('button', { name: 'Logout' }).click()
    await question.getByRole('button', { name: 'Log out', exact: true }).click()
    await expectToast(page, 'Logout successful', 'You have been logged out successfully.')
    if (screen.menu) await header.getByRole('button', { name: 'Menu' }).click()
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(page.getByText(client.username)).toHaveCount(0)
    const stored = await deviceStore(page)
    expect(JSON.stringify(stored.snapshots)).not.toContain(client.username)
    expect(stored.outbox.map(({ route }) => route)).toEqual(['logout'])
    await Promise.all([context.close(), clientContext.close()])
  })
}
