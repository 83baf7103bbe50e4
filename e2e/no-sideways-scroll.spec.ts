import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { PASSWORD } from './journey-helpers'
import { makeLayoutData, type LayoutData } from './layout-data'
import {
  EVERY_ROUTE_WIDTHS,
  followRequests,
  MAIN_SCREEN_WIDTHS,
  nextPaint,
  scrollThrough,
  sidewaysProblems,
} from './layout-helpers'
import { headingIn, signedInRoutes, siteRoutes, type Locale, type Role } from './site-routes'
import { smallTargets } from './touch-targets'
import { brokenWords } from './word-breaks'

/**
 * The layout sweep (issue 16): every route, as a visitor, a user, a professional and an admin, in
 * English and Swahili, on screens full of a working week's data. At every width it asks for, on
 * every tab of the page: no sideways scroll and no text spilling out of its box, every control at
 * least 24 x 24 px (e2e/touch-targets.ts), and no word broken in the middle (e2e/word-breaks.ts).
 *
 * One browser page per role and language: the page is signed in once, and the widths change the
 * viewport of the page already open. The Playwright project `layout` runs this file beside the
 * journeys (e2e/playwright.config.ts).
 */

type Who = 'visitor' | Role
type SweepRoute = { path: string; heading: string; widths: readonly number[] }

/**
 * The screens people use most, swept at every width of MAIN_SCREEN_WIDTHS; the rest at
 * EVERY_ROUTE_WIDTHS. A signed-in person's own screen carries their header (the part that differs
 * by role) through every width, so the landing is swept at all of them once, for the visitor.
 */
const MAIN_SCREENS: Record<Who, string[]> = {
  visitor: ['/', '/auth'],
  user: ['/my-sessions'],
  professional: ['/professional/dashboard'],
  admin: ['/admin'],
}

let data: LayoutData

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000)
  const baseURL = testInfo.project.use.baseURL
  data = await makeLayoutData(() => playwright.request.newContext({ baseURL }))
})

/** What `who` can open: the public routes, their own screens, and the sweep's professional's page. */
function routesFor(who: Who, locale: Locale): SweepRoute[] {
  const signedIn = who !== 'visitor'
  const routes = [
    // A signed-in person who opens /auth is taken home.
    ...siteRoutes.filter((route) =>
      route.professional ? who === 'professional' : !(signedIn && route.path === '/auth'),
    ),
    ...signedInRoutes.filter((route) => signedIn && route.roles.includes(who)),
  ].map((route) => ({
    path: route.path,
    heading: headingIn(route, locale),
    widths: MAIN_SCREENS[who].includes(route.path) ? MAIN_SCREEN_WIDTHS : EVERY_ROUTE_WIDTHS,
  }))
  const { id, fullName } = data.professional
  const profile = { path: `/professionals/${id}`, heading: fullName, widths: EVERY_ROUTE_WIDTHS }
  // The booking's thread, read by either party: the other's name in its heading.
  const otherParty = who === 'user' ? fullName : who === 'professional' ? data.user.username : null
  const thread = otherParty && {
    path: `/messages/${data.thread.bookingId}`,
    heading: headingIn({ path: '', heading: 'Messages with {name}', values: { name: otherParty } }, locale),
    widths: EVERY_ROUTE_WIDTHS,
  }
  return [...routes, profile, ...(thread ? [thread] : [])]
}

function usernameOf(who: Role): string {
  return { user: data.user.username, professional: data.professional.username, admin: data.admin.username }[who]
}

/** Every problem of the page as it is drawn now. */
async function layoutProblems(page: Page): Promise<string[]> {
  return [...(await sidewaysProblems(page)), ...(await smallTargets(page)), ...(await brokenWords(page))]
}

for (const who of ['visitor', 'user', 'professional', 'admin'] as const) {
  for (const locale of ['en', 'sw'] as const) {
    test(`${who} in ${locale}: every screen fits, with controls of 24 px or more and words kept whole`, async ({
      page,
    }) => {
      test.setTimeout(300_000)
      await page.addInitScript((chosen) => localStorage.setItem('wellness.locale', chosen), locale)
      if (who !== 'visitor') {
        const signedIn = await page.request.post('/api/login', {
          data: { username: usernameOf(who), password: PASSWORD },
        })
        expect(signedIn.status()).toBe(200)
      }
      const requests = followRequests(page)
      const found: string[] = []
      let screens = 0
      for (const route of routesFor(who, locale)) {
        await page.setViewportSize({ width: route.widths[0]!, height: 800 })
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible()
        await scrollThrough(page)
        await requests.quiet()
        const tabs = page.getByRole('tab')
        const tabCount = await tabs.count()
        for (let index = 0; index < Math.max(tabCount, 1); index++) {
          let where = route.path
          if (tabCount > 0) {
            const tab = tabs.nth(index)
            await tab.click()
            await expect(tab).toHaveAttribute('aria-selected', 'true')
            await requests.quiet()
            where += `, tab "${await tab.textContent()}"`
          }
          for (const width of route.widths) {
            await page.setViewportSize({ width, height: 800 })
            await nextPaint(page)
            for (const problem of await layoutProblems(page)) found.push(`${where} at ${width} px: ${problem}`)
            screens++
          }
        }
      }
      console.log(`layout sweep: ${who} in ${locale}, ${screens} screens (route x tab x width)`)
      expect(found).toEqual([])
    })
  }
}
