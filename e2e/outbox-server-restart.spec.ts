import { expect, test } from './fixtures'
import { expectToast, phone } from './journey-helpers'
import {
  bookingsOf,
  createProfessional,
  createUser,
  fillBooking,
  findProfessional,
  waitingList,
} from './offline-helpers'
import { OwnServer } from './own-server'

// One of this worktree's ports, apart from the suite's server (E2E_PORT).
const server = new OwnServer(Number(process.env.E2E_PORT ?? 3100) + 1)

test.afterAll(() => server.dispose())

test('a booking whose answer was lost when the server died is sent again and made once', async ({ browser }) => {
  test.setTimeout(90_000)
  await server.start()
  const proContext = await browser.newContext({ baseURL: server.origin })
  // No service worker here: the page's own fetch meets the dying server.
  const context = await browser.newContext({ ...phone, baseURL: server.origin, serviceWorkers: 'block' })
  const { fullName, surname } = await createProfessional(proContext.request)
  const client = await createUser(context.request)
  const page = await context.newPage()
  await page.goto('/')
  await fillBooking(page, await findProfessional(page, surname, fullName))

  // The request reaches the server, which books it; the server dies before its answer gets back.
  await context.route(
    '**/api/bookings',
    async (route) => {
      const answer = await route.fetch()
      expect(answer.status()).toBe(201)
      await server.stop()
      await route.abort('connectionreset')
    },
    { times: 1 },
  )
  await page.getByRole('dialog', { name: 'Book a Session' }).getByRole('button', { name: 'Request Booking' }).click()
  await expectToast(page, 'Saved on this device', 'Your booking request will be sent when you are back online.')
  await expect(waitingList(page)).toContainText('Waiting to send')

  await server.start()
  await expectToast(page, 'Success', 'Your booking request has been sent to the professional.')
  await expect(waitingList(page)).toBeHidden()
  const bookings = await bookingsOf(proContext.request)
  expect(bookings.map((booking) => booking.clientName)).toEqual([client.username])
  await Promise.all([proContext.close(), context.close()])
})
