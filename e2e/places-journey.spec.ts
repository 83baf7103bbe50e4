import { expect, test } from './fixtures'
import { swahili } from '../app/test/read-po'
import { phone } from './journey-helpers'
import { goOffline, storedCopyKeys } from './offline-helpers'
import { waitForServiceWorker } from './pwa-helpers'
import { openIn } from './site-routes'

test.use(phone)

test('a person reading Swahili finds a free counselling centre in Kisumu, calls it, and opens it again offline', async ({
  page,
  context,
}) => {
  await openIn(page, { path: '/places', heading: 'Places of care' }, 'sw')
  await waitForServiceWorker(page)
  // The reload passes the route's chunks through the worker, as a second visit would.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: swahili('Places of care') })).toBeVisible()

  const form = page.getByRole('search', { name: swahili('Search places of care') })
  await form.getByLabel(swahili('Kind of place')).selectOption('counselling-centre')
  await form.getByLabel(swahili('Country')).selectOption('KE')
  await form.getByLabel(swahili('Free only')).check()
  await form.getByLabel(swahili('Town')).fill('Kisumu')
  await form.getByRole('button', { name: swahili('Search'), exact: true }).click()
  await expect(page).toHaveURL(/\/places\?kind=counselling-centre&country=KE&town=Kisumu&cost=free$/)
  const card = page.getByRole('article', { name: 'Sample Kisumu Free Counselling Centre' })
  await expect(card).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)

  await card.getByRole('link', { name: 'Sample Kisumu Free Counselling Centre' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Kisumu Free Counselling Centre' })).toBeVisible()
  const call = page.getByRole('link', { name: swahili('Call {display}', { display: '+254700000101' }) })
  await expect(call).toHaveAttribute('href', 'tel:+254700000101')
  await expect(page.getByText(swahili('Walk in: no appointment needed'))).toBeVisible()

  // The page read, and the places of the person's country (Kenya, read in Swahili) saved on the device.
  const [safeHouse] = (await (await page.request.get('/api/places?country=KE&kind=safe-house')).json()) as {
    id: number
  }[]
  const saved = [`places:page:${page.url().split('/').pop()}`, `places:page:${safeHouse!.id}`]
  await expect.poll(() => storedCopyKeys(page, 'places:page:')).toEqual(expect.arrayContaining(saved))

  await goOffline(context)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Kisumu Free Counselling Centre' })).toBeVisible()
  await expect(page.getByText(/^Imehifadhiwa kwenye kifaa hiki · ilisasishwa mwisho/)).toBeVisible()
  await expect(call).toHaveAttribute('href', 'tel:+254700000101')

  // A place of the same country never opened opens too.
  await page.goto(`/places/${safeHouse!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Women’s Safe House Kenya' })).toBeVisible()
  await expect(page.getByText(/^Imehifadhiwa kwenye kifaa hiki · ilisasishwa mwisho/)).toBeVisible()
  await expect(page.getByText(swahili('Address given on the phone: call to be told where to go.'))).toBeVisible()
})
