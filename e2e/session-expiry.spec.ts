import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectToast, PASSWORD, toast } from './journey-helpers'
import { bookingsOf, createUser, professionalWithBooking, waitingList } from './offline-helpers'

/** Ends the session on the server, as the idle timeout would: a logout sent with the same cookie elsewhere. */
async function endSessionOnServer(context: BrowserContext, browserNewContext: () => Promise<BrowserContext>) {
  const other = await browserNewContext()
  await other.addCookies(await context.cookies())
  expect((await other.request.post('/api/logout')).status()).toBe(204)
  await other.close()
}

async function openNotes(page: Page, clientName: string) {
  await page.goto('/professional/dashboard')
  const session = page.getByRole('region', { name: 'Upcoming Sessions' }).getByRole('article', { name: clientName })
  await session.getByRole('button', { name: 'Add Notes' }).click()
  return page.getByRole('dialog', { name: 'Session Notes' })
}

test('an expired session: toast, /auth, sign in, back on the dashboard, and the notes being saved are sent', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const context = await browser.newContext()
  const clientContext = await browser.newContext()
  const { pro, client } = await professionalWithBooking(context, clientContext)
  const page = await context.newPage()
  const notes = await openNotes(page, client.username)
  const text = 'Written as the session ran out; follow up on sleep.'
  await notes.getByLabel('Private notes').fill(text)

  // Nothing of the page's own still on its way, so the Save is what meets the ended session.
  await page.waitForLoadState('networkidle')
  await endSessionOnServer(context, () => browser.newContext())
  await notes.getByRole('button', { name: 'Save Notes' }).click()
  await expectToast(page, 'Session expired', 'Please log in again to continue.')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofessional%2Fdashboard$/)
  await expect(waitingList(page)).toContainText('Session notes')
  await expect(waitingList(page)).toContainText('please sign in again')

  await page.getByLabel('Username', { exact: true }).fill(pro.username)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/professional\/dashboard$/)
  await expectToast(page, 'Session notes saved successfully')
  await expect(waitingList(page)).toBeHidden()
  const [saved] = await bookingsOf(context.request)
  expect(saved?.professionalNotes).toBe(text)
  await Promise.all([context.close(), clientContext.close()])
})

test('a toast shown while a dialog is open is on top, not dimmed, and can be used', async ({ browser }) => {
  const context = await browser.newContext()
  const clientContext = await browser.newContext()
  const { client } = await professionalWithBooking(context, clientContext)
  const page = await context.newPage()
  const notes = await openNotes(page, client.username)
  await page.route('**/api/me/professional/bookings/*/notes', (route) => route.fulfill({ status: 500, body: '' }))
  await notes.getByRole('button', { name: 'Save Notes' }).click()

  const card = toast(page, 'Error')
  await expect(card).toBeVisible()
  await expect(notes.getByLabel('Private notes')).toBeVisible()
  const onTop = await card.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return { hit: !!hit && element.contains(hit), inert: !!element.closest('[inert], [aria-hidden="true"]') }
  })
  expect(onTop).toEqual({ hit: true, inert: false })
  await Promise.all([context.close(), clientContext.close()])
})

test('an expired session goes to /auth and back to the page, every time it happens', async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext()
  const { username } = await createUser(context.request)
  const page = await context.newPage()
  await page.goto('/my-sessions')
  await expect(page.getByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible()
  const header = page.getByRole('banner')
  const headings = { '/account': 'Account', '/my-sessions': 'My sessions' } as const

  for (const [link, path] of [
    ['Account', '/account'],
    ['My sessions', '/my-sessions'],
    ['Account', '/account'],
  ] as const) {
    await page.waitForLoadState('networkidle')
    const here = new URL(page.url()).pathname as keyof typeof headings
    await endSessionOnServer(context, () => browser.newContext())
    // The page may notice first, through a count it loads when idle or a poll (CI saw this once):
    // then /auth brings the person back to the page they were on rather than the one they tapped,
    // and the tap, finding no header on /auth, gives up.
    const tap = header
      .getByRole('link', { name: link, exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined)
    await page.waitForURL(/\/auth\?redirect=/)
    await tap
    const back = new URL(page.url()).searchParams.get('redirect') as keyof typeof headings
    expect([path, here]).toContain(back)
    await expectToast(page, 'Session expired', 'Please log in again to continue.')
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(back)}$`))
    await page.getByLabel('Username', { exact: true }).fill(username)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${back}$`))
    await expect(page.getByRole('heading', { level: 1, name: headings[back] })).toBeVisible()
    // Back: the page before, not /auth again.
    await page.goBack()
    await expect(page).not.toHaveURL(/\/auth/)
    await page.goForward()
    await expect(page).toHaveURL(new RegExp(`${back}$`))
  }
  await context.close()
})
