import { test as base, expect, type BrowserContext } from '@playwright/test'

export { expect }

/** What TanStack Router's default error page says: the app must never show it. */
const CRASH_TEXT = 'Something went wrong'

/** Watches every page of the context: uncaught errors, and the crash page's text if it ever appears. */
async function watch(context: BrowserContext, problems: string[]): Promise<void> {
  context.on('weberror', (error) => problems.push(`uncaught error on ${error.page()?.url()}: ${error.error().message}`))
  await context.exposeBinding('__e2eCrashPageSeen', ({ page }) => problems.push(`"${CRASH_TEXT}" on ${page.url()}`))
  await context.addInitScript((text) => {
    const report = (window as unknown as { __e2eCrashPageSeen?: () => void }).__e2eCrashPageSeen
    let pending = 0
    // Debounced: the body's text is read once after a burst of changes, not at every change.
    const check = () => {
      pending = 0
      if (document.body?.textContent?.includes(text)) report?.()
    }
    const observer = new MutationObserver(() => {
      if (!pending) pending = window.setTimeout(check, 100)
    })
    document.addEventListener('DOMContentLoaded', () => {
      check()
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  }, CRASH_TEXT)
}

/**
 * The project's `test`: every test fails on an uncaught page error or a crash page in any of its
 * browser contexts, its own and those it opens with browser.newContext().
 */
export const test = base.extend<{ crashWatch: undefined }>({
  crashWatch: [
    async ({ browser, context }, use) => {
      const problems: string[] = []
      await watch(context, problems)
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const created = await newContext(...args)
        await watch(created, problems)
        return created
      }
      try {
        await use(undefined)
      } finally {
        browser.newContext = newContext
      }
      expect(problems, 'uncaught page errors or crash pages during the test').toEqual([])
    },
    { auto: true },
  ],
})
