import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { phone } from './journey-helpers'

test.use(phone)

// Each page's h1, and a text of its sample content, in English and in Swahili.
const contentPages = [
  { path: '/blog', en: 'Blog', sw: 'Blogu', swSample: 'Makala za Hivi Karibuni' },
  { path: '/assessment-tools', en: 'Assessment Tools', sw: 'Zana za Tathmini', swSample: 'Kipimo cha Hali ya Moyo' },
  {
    path: '/webinars-events',
    en: 'Webinars & Events',
    sw: 'Semina za Mtandaoni na Matukio',
    swSample: 'Kuelewa Msongo wa Mawazo: Dalili, Dhana Potofu na Msaada',
  },
  { path: '/support-groups', en: 'Support Groups', sw: 'Vikundi vya Usaidizi', swSample: 'Kupona Pamoja' },
  { path: '/educational-videos', en: 'Educational Videos', sw: 'Video za Elimu', swSample: 'Afya ya Akili ni Nini?' },
  { path: '/careers', en: 'Careers', sw: 'Ajira', swSample: 'Kiongozi wa Usaidizi wa Rika' },
]

const heading1 = (page: Page) => page.getByRole('heading', { level: 1 })
const articles = (page: Page) => page.getByRole('main').getByRole('article')

for (const { path, en, sw, swSample } of contentPages) {
  test(`${path} reads in English (no axe violation), then in Swahili without reloading the page`, async ({ page }) => {
    await page.goto(path)
    await expect(heading1(page)).toHaveText(en)
    const scan = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
    // A flag on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }))

    await page.getByLabel('Language', { exact: true }).selectOption('sw')

    await expect(heading1(page)).toHaveText(sw)
    await expect(page.getByText(swSample, { exact: true }).first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(true)
  })
}

test('the blog search filters the articles, says when none match, and Load More shows the rest', async ({ page }) => {
  await page.goto('/blog')
  await expect(articles(page)).toHaveCount(3)
  const search = page.getByRole('searchbox', { name: 'Search articles' })

  await search.fill('Burnout')
  await expect(articles(page)).toHaveCount(1)
  await expect(articles(page).getByRole('heading')).toHaveText('Burnout at Work: Signs to Watch and Steps to Take')
  await expect(page.getByRole('status')).toHaveText('1 article found')

  await search.fill('xylophone')
  await expect(page.getByText('No articles match your search.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).tap()
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('')
  await expect(articles(page)).toHaveCount(3)

  await page.getByRole('button', { name: 'Load More' }).tap()
  await expect(articles(page)).toHaveCount(6)
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)
  await expect(articles(page).nth(3)).toBeFocused()

  // The drawn pictures load (from this origin, under the CSP), lazily as they are scrolled to.
  const last = articles(page).last().getByRole('img')
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320)
})

test('the event tabs move with the arrow keys', async ({ page }) => {
  await page.goto('/webinars-events')
  const upcoming = page.getByRole('tab', { name: 'Upcoming' })
  const past = page.getByRole('tab', { name: 'Past' })
  await expect(upcoming).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: 'Register Now' }).first()).toBeVisible()

  await upcoming.focus()
  await page.keyboard.press('ArrowRight')
  await expect(past).toBeFocused()
  await expect(past).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: 'Watch Recording' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0)

  await page.keyboard.press('ArrowLeft')
  await expect(upcoming).toBeFocused()
  await expect(page.getByRole('button', { name: 'Register Now' }).first()).toBeVisible()
})
