import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { demoAccounts } from '../api/fixtures/demo'
import type { AdminPlace, Place } from '../api/contract/schemas/places'
import { expect, test } from './fixtures'
import { PASSWORD, phone, uniqueSuffix, uniqueWord } from './journey-helpers'
import { sidewaysProblems } from './layout-helpers'
import { smallTargets } from './touch-targets'
import { createAdminWithScript } from './trust-clock'

/**
 * Issue 27's safe-house journey: an admin adds a safe house, and nothing of its town or address
 * reaches anyone else: not its public page, not its JSON, not a search or a filter by town.
 */

const PHONE = '+250788123456'

async function signIn(request: APIRequestContext, username: string, password: string): Promise<void> {
  const answer = await request.post('/api/login', { data: { username, password } })
  expect(answer.status()).toBe(200)
}

/** Axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now (as e2e/routes.spec.ts checks). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)
}

/** A page of its own context: a visitor (no account), or the demo person signed in. */
async function publicPage(browser: Browser, who: 'visitor' | 'user'): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (who === 'user') await signIn(context.request, demoAccounts.user.username, demoAccounts.user.password)
  return page
}

test('an admin adds a safe house; its town and address reach no page, answer or search of anyone else', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const secret = uniqueSuffix()
  const town = `Canarytown${secret}`
  const address = `${secret} Canary Lane`
  const name = `Haven ${uniqueWord()} Safe House`
  const leaks = (text: string) => [secret, 'Canary'].filter((canary) => text.includes(canary))
  let placeId = 0

  await test.step('an admin adds the safe house and sees it with its town and address', async () => {
    const adminName = `admin_${uniqueSuffix()}`
    await createAdminWithScript(adminName, PASSWORD)
    await signIn(page.request, adminName, PASSWORD)
    await page.goto('/admin/places')
    // The first page of a cold server on a busy machine: its chunks take a few seconds.
    await expect(page.getByRole('heading', { level: 1, name: 'Places of care' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Add a place' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a place' })
    await dialog.getByRole('button', { name: 'Add the place' }).click()
    await expect(dialog.getByText("Please enter the place's name")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // The form with its errors on a phone: nothing past the edge, every control big enough to tap.
    await page.setViewportSize(phone.viewport)
    expect([...(await sidewaysProblems(page, '[role="dialog"]')), ...(await smallTargets(page))]).toEqual([])
    await page.setViewportSize({ width: 1280, height: 720 })
    await dialog.getByLabel('Name', { exact: true }).fill(name)
    await dialog.getByLabel('Kind of place').selectOption('safe-house')
    await dialog.getByLabel('Country').selectOption('RW')
    await dialog.getByLabel('Town', { exact: true }).fill(town)
    await dialog.getByLabel('Address', { exact: true }).fill(address)
    await dialog.getByLabel('Phone numbers').fill('+250 788 123 456')
    await dialog.getByLabel('Opening hours').fill('24 hours')
    await dialog.getByLabel('Languages').fill('Kinyarwanda, English')
    await dialog.getByRole('checkbox', { name: 'Shelter' }).check()
    await dialog.getByRole('checkbox', { name: 'Women' }).check()
    await dialog.getByLabel('Cost', { exact: true }).selectOption('free')
    await dialog.getByLabel('The way in').selectOption('call-first')
    await dialog.getByLabel('Source', { exact: true }).fill('A partner organisation, by phone')
    await dialog.getByLabel('Checked on').fill(new Date().toISOString().slice(0, 10))
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/places') && response.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: 'Add the place' }).click()
    const answer = await created
    expect(answer.status()).toBe(201)
    placeId = ((await answer.json()) as AdminPlace).id
    await expect(dialog).toBeHidden()
    const row = page.getByRole('article', { name })
    await expect(row).toContainText(`Safe house · Rwanda · ${town}`)
    await expect(row).toContainText(`${address} (town and address hidden from the public)`)
  })

  for (const who of ['visitor', 'user'] as const) {
    await test.step(`${who}: the place's answer, the lists and a search hold nothing of its town or address`, async () => {
      const other = await publicPage(browser, who)
      const request = other.context().request

      const own = await request.get(`/api/places/${placeId}`)
      expect(own.status()).toBe(200)
      const ownText = await own.text()
      expect(leaks(ownText)).toEqual([])
      expect(JSON.parse(ownText) as Place).toMatchObject({ name, town: null, address: null, phones: [PHONE] })

      for (const query of [`q=${town}`, `town=${town}`, `q=${secret}`, 'q=Canary', 'town=Canary']) {
        const found = await request.get(`/api/places?${query}`)
        expect(found.status(), query).toBe(200)
        expect(await found.json(), query).toEqual([])
      }

      const listed = await request.get('/api/places?country=RW&kind=safe-house&limit=50')
      const listedText = await listed.text()
      expect((JSON.parse(listedText) as Place[]).map((place) => place.id)).toContain(placeId)
      expect(leaks(listedText)).toEqual([])

      await other.goto(`/places/${placeId}`)
      await expect(other.getByRole('heading', { name })).toBeVisible()
      await expect(other.locator(`a[href="tel:${PHONE}"]`).first()).toBeVisible()
      expect(leaks(await other.content())).toEqual([])
      await other.context().close()
    })
  }

  await test.step('the admin retires it: it is gone from its public answer', async () => {
    await page.getByRole('article', { name }).getByRole('button', { name: 'Retire' }).click()
    await page.getByRole('dialog', { name: 'Retire this place?' }).getByRole('button', { name: 'Retire' }).click()
    await expect(page.getByRole('article', { name })).toBeHidden()
    expect((await page.request.get(`/api/places/${placeId}`)).status()).toBe(404)
  })
})
