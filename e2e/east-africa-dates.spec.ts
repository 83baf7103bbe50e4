import type { Browser, BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { phone } from './journey-helpers'
import { createProfessional, createUser } from './offline-helpers'

/**
 * Issue 22: dates and times as East Africa reads them (docs/product.md#dates-and-times), day
 * before month and the 24-hour clock, in a browser set to US English, where Chromium's own
 * formatting writes "Nov 28" and "04:05 PM".
 */

/** Names written out here, not by the runtime, so the test does not share the app's formatter. */
const NAMES = {
  en: {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  sw: {
    weekdays: ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'],
    months: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
  },
} as const

/** The first Saturday at least three days ahead, as YYYY-MM-DD and as each language writes it. */
function nextSaturday() {
  const day = new Date(Date.now() + 3 * 86_400_000)
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7))
  const written = (locale: keyof typeof NAMES) =>
    `${NAMES[locale].weekdays[6]} ${day.getUTCDate()} ${NAMES[locale].months[day.getUTCMonth()]} ${day.getUTCFullYear()}`
  return { date: day.toISOString().slice(0, 10), en: written('en'), sw: written('sw') }
}

/** A phone in Nairobi whose browser speaks US English; the app in `locale`. */
async function phoneIn(browser: Browser, locale: 'en' | 'sw'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...phone, locale: 'en-US', timezoneId: 'Africa/Nairobi' })
  await context.addInitScript((chosen) => {
    if (location.protocol.startsWith('http')) window.localStorage.setItem('wellness.locale', chosen)
  }, locale)
  return context
}

const TWELVE_HOUR = /\b\d{1,2}:\d\d\s?(AM|PM)\b/

for (const locale of ['en', 'sw'] as const) {
  test(`a session reads "${locale === 'en' ? 'Sat 28 Nov 2026, 16:05' : 'Jumamosi 28 Nov 2026, 16:05'}" for both sides (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000)
    const saturday = nextSaturday()
    const [proContext, userContext] = [await phoneIn(browser, locale), await phoneIn(browser, locale)]
    const { fullName } = await createProfessional(proContext.request)
    const client = await createUser(userContext.request)
    const professionalId = ((await (await proContext.request.get('/api/me/professional')).json()) as { id: number }).id
    const booked = await userContext.request.post('/api/bookings', {
      data: { professionalId, sessionDate: saturday.date, sessionTime: '16:05', sessionType: 'Chat' },
    })
    expect(booked.status()).toBe(201)
    const when = `${saturday[locale]}, 16:05 EAT`

    const user = await userContext.newPage()
    await user.goto('/my-sessions')
    const session = user.getByRole('article').filter({ hasText: fullName })
    await expect(session).toContainText(when)
    await expect(user.locator('main')).not.toContainText(TWELVE_HOUR)

    const pro = await proContext.newPage()
    await pro.goto('/professional/dashboard')
    const request = pro.getByRole('article').filter({ hasText: client.username }).first()
    await expect(request).toContainText(when)
    await expect(pro.locator('main')).not.toContainText(TWELVE_HOUR)
    await Promise.all([proContext.close(), userContext.close()])
  })
}

test('times are typed and shown on the 24-hour clock, whatever the browser’s language', async ({ browser }) => {
  const context = await phoneIn(browser, 'en')
  await createProfessional(context.request)
  const page = await context.newPage()
  await page.goto('/professional/dashboard')
  await page.getByRole('tab', { name: 'Availability' }).click()
  await page.getByRole('button', { name: 'Mon-Fri 09:00-17:00' }).click()
  const from = page.getByLabel('Monday: from')
  const until = page.getByLabel('Monday: until')
  // What the field holds is what it shows: a text field, not Chromium's "09:00 AM" time input.
  expect(await from.evaluate((input: HTMLInputElement) => input.type)).toBe('text')
  await expect(from).toHaveValue('09:00')
  await until.fill('')
  await until.pressSequentially('1605')
  await expect(until).toHaveValue('16:05')
  await from.fill('930')
  await until.focus()
  await expect(from).toHaveValue('09:30')
  await context.close()
})
