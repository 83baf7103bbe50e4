import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { demoAccounts } from '../api/fixtures/demo'
import { PASSWORD, uniqueSuffix } from './journey-helpers'
import { nextPaint } from './layout-helpers'
import { swahili } from '../app/test/read-po'
import { createAdminWithScript } from './trust-clock'
import type { Locale } from './site-routes'

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1536] as const

type Person = 'visitor' | 'user' | 'professional' | 'admin'

/** Signs `person` in through the API (the page's requests share its cookies). */
async function signIn(page: Page, person: Person): Promise<void> {
  if (person === 'visitor') return
  let account: { username: string; password: string }
  if (person === 'admin') {
    account = { username: `admin_${uniqueSuffix()}`, password: PASSWORD }
    await createAdminWithScript(account.username, account.password)
  } else {
    const { username, password } = demoAccounts[person]
    account = { username, password }
  }
  const answer = await page.request.post('/api/login', { data: account })
  expect(answer.ok(), `${person} signs in`).toBe(true)
}

/**
 * What is wrong with the header's row now: the page wider than the screen, the row too narrow or
 * too tall, a control reaching past an edge, wrapping onto a third line or its text cut off.
 */
async function rowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    const pageWidth = document.documentElement.scrollWidth
    if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide`)
    const row = document.querySelector('header > div')!
    if (row.scrollWidth > row.clientWidth)
      problems.push(`the row is ${row.scrollWidth - row.clientWidth} px too narrow`)
    if (row.getBoundingClientRect().height > 64)
      problems.push(`the row is ${row.getBoundingClientRect().height} px tall`)
    const controls = [...row.querySelectorAll<HTMLElement>('a, button, select')].filter(
      (control) => control.getClientRects().length > 0,
    )
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      const name = `"${control.innerText.replace(/\s+/g, ' ').trim() || control.getAttribute('aria-label')}"`
      if (box.left < 0 || box.right > width) problems.push(`${name} reaches past the screen (${box.left}-${box.right})`)
      if (box.height > 44) problems.push(`${name} wraps (${box.height} px tall)`)
      if (control.scrollWidth > control.clientWidth + 1) problems.push(`${name} is cut off`)
    }
    return problems
  })
}

/** Where the header's control named `name` is: in its row or, when the row has no room for it, in the menu. */
async function reachable(page: Page, name: string): Promise<'row' | 'menu' | 'nowhere'> {
  const header = page.getByRole('banner')
  const control = header.getByRole('link', { name, exact: true }).or(header.getByRole('button', { name, exact: true }))
  // The menu is closed here, so what shows is in the row.
  if (await control.first().isVisible()) return 'row'
  const menu = header.getByRole('button', { name: /^(Menu|Menyu)$/ })
  if (!(await menu.isVisible())) return 'nowhere'
  await menu.click()
  const found = await control.first().isVisible()
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  return found ? 'menu' : 'nowhere'
}

const inLocale = (locale: Locale, english: string) => (locale === 'sw' ? swahili(english) : english)

for (const locale of ['en', 'sw'] as const satisfies Locale[]) {
  for (const person of ['visitor', 'user', 'professional', 'admin'] as const satisfies Person[]) {
    const who = person === 'admin' ? 'an admin' : `a ${person}`
    test(`the header fits one row with Crisis help at every width in ${locale} for ${who}`, async ({ page }) => {
      test.setTimeout(60_000)
      await signIn(page, person)
      await page.addInitScript((chosen) => localStorage.setItem('wellness.locale', chosen), locale)
      await page.goto('/blog')
      const crisisHelp = inLocale(locale, 'Crisis help')
      const account = inLocale(locale, person === 'visitor' ? 'Login' : 'Logout')
      const getHelp = inLocale(locale, 'Get Help')
      // The app has taken the page over: its controls are live (app/lib/use-hydrated.ts).
      await expect(page.getByRole('banner').getByRole('combobox')).toBeEnabled()

      const found: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await nextPaint(page)
        const where = `${width} px in ${locale} for ${who}`
        for (const problem of await rowProblems(page)) found.push(`${where}: ${problem}`)
        const crisis = page.getByRole('banner').getByRole('link', { name: crisisHelp, exact: true }).first()
        if (!(await crisis.isVisible())) found.push(`${where}: no ${crisisHelp} in the row`)
        for (const name of [getHelp, account]) {
          const place = await reachable(page, name)
          if (place === 'nowhere') found.push(`${where}: ${name} is in neither the row nor the menu`)
        }
      }
      expect(found).toEqual([])
      // On a wide screen the account's link and Get Help are in the row, not behind the menu.
      expect(await reachable(page, account)).toBe('row')
      expect(await reachable(page, getHelp)).toBe('row')
    })
  }
}
