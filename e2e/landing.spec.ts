import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { phone, waitForApp } from './journey-helpers'

// The landing page's in-page navigation, deep links and images (docs/product.md#2-routes-and-screens), on a
// phone and on a desktop, in a real Chromium against the real server.
const viewports = {
  phone,
  desktop: { viewport: { width: 1280, height: 800 } },
} as const

/** Fails the test on any request to another host: nothing may leave the app's own origin. */
function forbidOtherHosts(page: Page): string[] {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') elsewhere.push(request.url())
  })
  return elsewhere
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })

for (const [device, options] of Object.entries(viewports)) {
  test.describe(`on a ${device}`, () => {
    test.use(options)

    test('Get Support Now scrolls to TheraLine and Back returns to the top of the page', async ({ page }) => {
      const elsewhere = forbidOtherHosts(page)
      await page.goto('/')
      // Back after an in-page link is the app's doing (router history), so it must be live first.
      await waitForApp(page)
      await expect(heading(page, 'TheraLine')).not.toBeInViewport()
      await page.getByRole('link', { name: 'Get Support Now' }).click()
      await expect(page).toHaveURL(/\/#theraline$/)
      await expect(heading(page, 'TheraLine')).toBeInViewport()

      await page.goBack()
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      // The page still growing below (the directory, lazy sections) leaves it at the top.
      const scrolledAfterGrowing = await page.evaluate(async () => {
        const before = window.scrollY
        document.body.append(Object.assign(document.createElement('div'), { style: 'height: 900px' }))
        for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame)
        return window.scrollY !== before
      })
      expect(scrolledAfterGrowing).toBe(false)

      await page.getByRole('link', { name: 'Learn More' }).click()
      await expect(page).toHaveURL(/\/#about$/)
      await expect(heading(page, 'Why Wellness Africa')).toBeInViewport()
      expect(elsewhere).toEqual([])
    })

    test('Back while the scroll down to TheraLine is still under way returns to the very top', async ({ page }) => {
      await page.goto('/')
      await waitForApp(page)
      // Back goes the moment the page starts moving, as a quick thumb does, not after it has arrived.
      const backedAt = page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            window.addEventListener(
              'scroll',
              () => {
                resolve(window.scrollY)
                history.back()
              },
              { once: true },
            ),
          ),
      )
      await page.getByRole('link', { name: 'Get Support Now' }).click()
      expect(await backedAt).toBeGreaterThan(0)
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
      // Everything the page does after Back has landed: two quiet seconds of frames.
      const settledAt = await page.evaluate(async () => {
        let last = -1
        for (let quiet = 0; quiet < 20; last = window.scrollY) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          quiet = window.scrollY === last ? quiet + 1 : 0
        }
        return last
      })
      expect(settledAt).toBe(0)
    })

    // The directory loads once it is near the screen: right above the Q&A forum it does, and grows
    // the page above the section read; far above the contact form it does not.
    for (const [hash, title, directoryNear] of [
      ['qa-forum', 'Q&A Forum', true],
      ['contact', 'Contact Us', false],
    ] as const) {
      test(`a deep link to /#${hash} stays on its section once the app and what is near it have loaded`, async ({
        page,
      }) => {
        await page.goto(`/#${hash}`)
        await waitForApp(page)
        if (directoryNear) await expect(page.getByText(/\d+ professionals found/)).toBeAttached()
        await page.waitForLoadState('networkidle')
        await expect(heading(page, title)).toBeInViewport()
      })
    }

    test('the illustrations below the fold are lazy, sized and inlined in the app itself', async ({ page }) => {
      const elsewhere = forbidOtherHosts(page)
      await page.goto('/')
      const images = page.getByRole('region', { name: 'Why Wellness Africa' }).getByRole('img')
      await expect(images).toHaveCount(4)
      const viewportHeight = page.viewportSize()!.height
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('loading', 'lazy')
        await expect(image).toHaveAttribute('width', '240')
        await expect(image).toHaveAttribute('height', '160')
        // Inlined in the code that shows them (issue 20): no file to fetch or precache.
        await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/)
        expect((await image.boundingBox())!.y).toBeGreaterThan(viewportHeight)
      }

      // Scrolled to, they load; the page is walked to its end so every lazy request is made.
      await images.last().scrollIntoViewIfNeeded()
      for (const image of await images.all())
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      expect(elsewhere).toEqual([])
    })

    test('the content sections pass the WCAG 2 A and AA checks', async ({ page }) => {
      await page.goto('/')
      await expect(heading(page, 'Our Journey and Impact')).toBeAttached()
      const scan = await new AxeBuilder({ page })
        .include('main > section:first-child')
        .include(['#stats', '#about', '#services', '#theraline', '#resources', '#journey'].join(', '))
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
    })
  })
}
