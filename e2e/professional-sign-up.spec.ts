import { swahili } from '../app/test/read-po'
import { expect, test } from './fixtures'
import { phone } from './journey-helpers'
import type { Locale } from './site-routes'

/**
 * Issue 22: professional sign-up showed the client's phone wording ("For your professional to reach
 * you"). A professional reads what their number is for: kept with their account, shown to no client.
 */
const text = (locale: Locale, msgid: string) => (locale === 'sw' ? swahili(msgid) : msgid)

const CLIENT_HINT =
  'For your professional to reach you about a confirmed session. Add the country code if it is not a Kenyan number, e.g. +234 802 123 4567.'
const PROFESSIONAL_HINT =
  'Kept with your account: clients do not see it. To give a client a number for a session, write it in the joining instructions when you accept. Add the country code if it is not a Kenyan number, e.g. +234 802 123 4567.'

test.use(phone)

for (const locale of ['en', 'sw'] as const) {
  test(`professional sign-up says what the phone number is for, in words of its own (${locale})`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('wellness.locale', chosen), locale)
    await page.goto('/auth')
    await page.getByRole('tab', { name: text(locale, 'Register') }).click()
    const accountType = page.getByLabel(text(locale, 'Account Type'))

    await accountType.selectOption('user')
    await expect(page.getByText(text(locale, CLIENT_HINT))).toBeVisible()

    await accountType.selectOption('professional')
    await expect(page.getByText(text(locale, PROFESSIONAL_HINT))).toBeVisible()
    await expect(page.getByText(text(locale, CLIENT_HINT))).toHaveCount(0)
    await expect(page.getByLabel(text(locale, 'Keep my phone number with my account'))).toBeVisible()
    await expect(
      page.getByLabel(text(locale, 'Share my phone number with professionals for sessions they confirm')),
    ).toHaveCount(0)
  })
}
