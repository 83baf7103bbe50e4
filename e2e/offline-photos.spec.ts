import { expect, test } from './fixtures'
import type { APIRequestContext, Locator } from '@playwright/test'
import { pngDataUrl } from '../api/contract-suite/images'
import { PASSWORD, phone, uniqueSuffix, uniqueWord } from './journey-helpers'
import { COMPLETE_PROFILE, controlledByServiceWorker, findProfessional, goOffline } from './offline-helpers'

test.use(phone)

/** A professional with a photo, registered and profiled through the API; returns its id. */
async function professionalWithPhoto(request: APIRequestContext, fullName: string): Promise<number> {
  const username = `pro_${uniqueSuffix()}`
  const registered = await request.post('/api/register', {
    data: { username, password: PASSWORD, role: 'professional', title: 'Clinical Psychologist' },
  })
  expect(registered.status()).toBe(201)
  const profiled = await request.patch('/api/me/professional/profile', {
    data: { fullName, ...COMPLETE_PROFILE, profileImageUrl: pngDataUrl(undefined, [200, 80, 40]) },
  })
  expect(profiled.status()).toBe(200)
  return ((await profiled.json()) as { id: number }).id
}

const loadedWidth = (card: Locator) =>
  card.locator('img').evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))

test('offline, the directory shows the photos seen before from the worker cache, initials for the others', async ({
  page,
  context,
  request,
}) => {
  const surname = uniqueWord()
  const shown = `Dr. Neema ${surname}`
  const unseen = `Dr. Baraka ${surname}`
  await professionalWithPhoto(request, shown)
  const unseenId = await professionalWithPhoto(request, unseen)
  // This one's photo never arrives, as on a connection that dropped while the page was loading.
  await context.route(`**/media/professionals/${unseenId}-*`, (route) => route.abort('internetdisconnected'))

  await page.goto('/')
  await controlledByServiceWorker(page)
  let card = await findProfessional(page, surname, shown)
  await expect.poll(() => loadedWidth(card)).toBeGreaterThan(0)
  const unseenCard = page.getByRole('article', { name: unseen })
  await expect(unseenCard.getByText(`B${surname[0]}`, { exact: true })).toBeVisible()
  await expect(unseenCard.locator('img')).toHaveCount(0)
  const cached = await page.evaluate(async () => {
    const requests = await (await caches.open('profile-photos')).keys()
    return requests.map((cachedRequest) => new URL(cachedRequest.url).pathname)
  })
  const shownPhoto = await card.locator('img').evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)
  expect(cached).toContain(shownPhoto)
  expect(cached.filter((path) => path.includes(`/${unseenId}-`))).toEqual([])

  await goOffline(context)
  await page.reload()
  await page.getByRole('region', { name: 'Find a Professional' }).scrollIntoViewIfNeeded()
  card = await findProfessional(page, surname, shown)
  await expect.poll(() => loadedWidth(card)).toBeGreaterThan(0)
  await expect(page.getByRole('article', { name: unseen }).getByText(`B${surname[0]}`, { exact: true })).toBeVisible()
})
