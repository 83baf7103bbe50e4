import { expect, test } from './fixtures'
import { expectToast } from './journey-helpers'
import { professionalWithBooking } from './offline-helpers'
import { moveSessionsOf } from './session-clock'

test('Mark Complete appears on an open dashboard when the session starts, without a reload', async ({ browser }) => {
  test.setTimeout(150_000)
  const context = await browser.newContext()
  const clientContext = await browser.newContext()
  const { client } = await professionalWithBooking(context, clientContext)
  const [booking] = (await (await context.request.get('/api/me/professional/bookings')).json()) as { id: number }[]
  const accepted = await context.request.patch(`/api/bookings/${booking!.id}`, { data: { status: 'confirmed' } })
  expect(accepted.status()).toBe(200)
  // The session starts at the first whole minute at least 15 seconds ahead (times are to the minute).
  const start = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000)
  await moveSessionsOf(client.username, start)

  const page = await context.newPage()
  await page.goto('/professional/dashboard')
  const session = page
    .getByRole('region', { name: 'Upcoming Sessions' })
    .getByRole('article', { name: client.username })
  await expect(session.getByRole('button', { name: 'Add Notes' })).toBeVisible()
  await expect(session.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0)

  await expect(session.getByRole('button', { name: 'Mark Complete' })).toBeVisible({ timeout: 90_000 })
  await session.getByRole('button', { name: 'Mark Complete' }).click()
  await page
    .getByRole('dialog', { name: 'Mark this session complete?' })
    .getByRole('button', { name: 'Mark Complete' })
    .click()
  await expectToast(page, 'Session marked as completed')
  await Promise.all([context.close(), clientContext.close()])
})
