import type { Page } from '@playwright/test'

/** The widths the layout must fit (issue 11): small and common phones, a tablet, a small laptop. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024] as const

/** Waits until the browser has laid out and painted the page as it is now (two animation frames). */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/**
 * Scrolls down the whole page a screen at a time, so every part that loads when the person comes
 * near it (the landing's directory and forms) loads, then waits for what that asked for.
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
  await page.waitForLoadState('networkidle')
}

/**
 * What makes the page wider than the screen, or spills out of its box, described for a failure
 * message: the document's scroll width, and the innermost elements reaching past the right edge or
 * whose content is wider than they are and shows outside them.
 */
export async function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}"`
    }
    const width = window.innerWidth
    const problems: string[] = []
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide`)
    const all = [...document.body.querySelectorAll('*')].filter((element) => element.getClientRects().length > 0)
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
  })
}
