import type { Page } from '@playwright/test'

/** The widths every route must fit (issue 16): a common phone and a laptop. */
export const EVERY_ROUTE_WIDTHS = [360, 1280] as const

/**
 * The widths the screens people use most must fit (issues 11 and 22): the smallest and common
 * phones, a tablet, small and common laptops, and the common desktop widths.
 */
export const MAIN_SCREEN_WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1536] as const

/** Waits until the browser has laid out and painted the page as it is now (two animation frames). */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/**
 * Scrolls down the whole page a screen at a time, so every part that loads when the person comes
 * near it (the landing's directory and forms) asks for its code and data; `followRequests` waits
 * until they have arrived.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await frame()
    }
    window.scrollTo(0, 0)
  })
}

/**
 * What makes the page wider than the screen, or spills out of its box, described for a failure
 * message: the document's scroll width, and the innermost elements reaching past the right edge or
 * whose content is wider than they are and shows outside them. `within`: only that part of the
 * page (a selector), leaving the document's width out.
 */
export async function sidewaysProblems(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((within) => {
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}"`
    }
    const width = window.innerWidth
    const problems: string[] = []
    const root = within ? document.querySelector(within) : document.body
    if (!root) return [`nothing matches ${within}`]
    const scrollWidth = document.documentElement.scrollWidth
    if (!within && scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide`)
    const all = [root, ...root.querySelectorAll('*')].filter((element) => element.getClientRects().length > 0)
    const past = all.filter((element) => element.getBoundingClientRect().right > width + 1)
    const innermostPast = past.filter((element) => !past.some((other) => other !== element && element.contains(other)))
    for (const element of innermostPast.slice(0, 5)) problems.push(`past the right edge: ${describe(element)}`)
    const spilling = all.filter((element) => {
      if (!(element instanceof HTMLElement) || getComputedStyle(element).overflowX !== 'visible') return false
      return element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0
    })
    const innermostSpilling = spilling.filter(
      (element) => !spilling.some((other) => other !== element && element.contains(other)),
    )
    for (const element of innermostSpilling.slice(0, 5))
      problems.push(`content wider than its box: ${describe(element)}`)
    return problems
  }, within)
}

/**
 * Follows the page's requests, so a test can wait until what a click asked for (a tab's code, its
 * data) has arrived: `quiet()` resolves once no request has been open for `quietMs` (or after
 * 10 s, when a request never ends; the checks that follow then say what is missing).
 */
export function followRequests(page: Page, quietMs = 250): { quiet: () => Promise<void> } {
  let open = 0
  let lastChange = Date.now()
  const change = (by: number) => {
    open += by
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return {
    quiet: async () => {
      const deadline = Date.now() + 10_000
      while ((open > 0 || Date.now() - lastChange < quietMs) && Date.now() < deadline) await page.waitForTimeout(50)
      await nextPaint(page)
    },
  }
}
