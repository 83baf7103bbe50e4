import { expect, test } from './fixtures'
import { swahili } from '../app/test/read-po'
import { waitForApp } from './journey-helpers'

const brand = 'Wellness Africa'

test("each page names itself in the tab, '{page} · {brand}', and follows the language switch", async ({ page }) => {
  await page.goto('/crisis-resources')
  await expect(page).toHaveTitle(`Crisis Resources · ${brand}`)
  await waitForApp(page)

  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page).toHaveTitle(`${swahili('Crisis Resources')} · ${brand}`)

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: swahili('Careers') })
    .click()
  await expect(page).toHaveTitle(`${swahili('Careers')} · ${brand}`)
  await page.goto('/places?country=KE')
  await expect(page).toHaveTitle(`${swahili('Places of care')} · ${brand}`)
  await page.goto('/places/1')
  await expect(page).toHaveTitle(`${swahili('Place of care')} · ${brand}`)
  await page.goto('/no/such/page')
  await expect(page).toHaveTitle(`${swahili('Page Not Found')} · ${brand}`)
})

test('the prerendered pages carry their title in their language before any script runs', async ({ request }) => {
  const titleOf = async (path: string, locale: 'en' | 'sw') => {
    const answer = await request.get(path, { headers: { Accept: 'text/html', Cookie: `wellness.locale=${locale}` } })
    return /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1]
  }
  expect(await titleOf('/crisis-resources', 'en')).toBe(`Crisis Resources · ${brand}`)
  expect(await titleOf('/crisis-resources', 'sw')).toBe(`${swahili('Crisis Resources')} · ${brand}`)
  expect(await titleOf('/', 'sw')).toBe(`${swahili('Connecting Africa to Mental Wellness')} · ${brand}`)
  expect(await titleOf('/auth', 'en')).toBe(`Login · ${brand}`)
})
