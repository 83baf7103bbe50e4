import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { phone } from './journey-helpers'

test.use(phone)

/** The catalog parts the page itself asks for (messages-<part>-<language>-<hash>.js), not its worker's precache. */
function partsAsked(page: Page): Set<string> {
  const asked = new Set<string>()
  page.on('request', (request) => {
    const part = /\/assets\/messages-([a-z]+-[a-z]+)-[^/]+\.js$/.exec(request.url())?.[1]
    if (part && !request.serviceWorker()) asked.add(part)
  })
  return asked
}

test("each page loads only its language's text for what it shows, and a new language only for what is loaded", async ({
  page,
}) => {
  let asked = partsAsked(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connecting Africa to Mental Wellness')
  await page.waitForLoadState('networkidle')
  // Beside the start's and the landing's, what the page loads when idle (the offline page, the outbox's texts).
  expect([...asked].filter((part) => part.endsWith('-sw') || /^(read|mine)-/.test(part))).toEqual([])
  expect(asked).toContain('start-en')
  expect(asked).toContain('landing-en')

  await page.close()
  page = await page.context().newPage()
  asked = partsAsked(page)
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled()
  await page.waitForLoadState('networkidle')
  expect([...asked].filter((part) => part.endsWith('-sw') || /^(landing|mine)-/.test(part))).toEqual([])
  expect(asked).toContain('read-en')

  await page.getByLabel('Language', { exact: true }).selectOption('sw')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sera ya Faragha')
  const inSwahili = [...asked].filter((part) => part.endsWith('-sw')).sort()
  expect(inSwahili).toEqual(
    [...asked]
      .filter((part) => part.endsWith('-en'))
      .map((part) => part.replace(/en$/, 'sw'))
      .sort(),
  )
})
