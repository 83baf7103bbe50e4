import { existsSync, readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { daysAhead, PASSWORD, phone } from './journey-helpers'
import { createProfessional, createUser } from './offline-helpers'
import { moveBookingStart } from './session-clock'

/**
 * Issue 18's journey, in Swahili: a person verifies their phone and books; the professional
 * accepts; the SMS the server would have sent (NOTIFY_SMS=file) is the Swahili acceptance; the
 * session moved to 24 hours ahead is reminded once; the person forgets the password and gets back
 * in with the code sent to the verified phone.
 */
type Sms = { to: string; text: string; event: string; bookingId: number | null; at: string }

function smsTo(number: string): Sms[] {
  const file = process.env.E2E_SMS_OUTBOX
  if (!file) throw new Error('E2E_SMS_OUTBOX is not set (e2e/playwright.config.ts sets it)')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Sms)
    .filter((sms) => sms.to === number)
}

/** The worker sends what is due within 5 seconds: waits for the message, then returns it. */
async function nextSms(number: string, event: string, after = 0): Promise<Sms> {
  await expect
    .poll(() => smsTo(number).filter((sms) => sms.event === event).length, { timeout: 15_000 })
    .toBe(after + 1)
  return smsTo(number).filter((sms) => sms.event === event)[after]!
}

const codeIn = (sms: Sms) => /\b(\d{6})\b/.exec(sms.text)?.[1] ?? ''

/** A Kenyan mobile number no other run uses. */
function uniquePhone(): string {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0')
  return `+25471${digits}`
}

async function inSwahili(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (location.protocol.startsWith('http')) window.localStorage.setItem('wellness.locale', 'sw')
  })
}

async function expectOk(response: Promise<{ status(): number }>, status = 200): Promise<void> {
  expect((await response).status()).toBe(status)
}

async function requestAndAccept(user: APIRequestContext, pro: APIRequestContext): Promise<number> {
  const professionalId = ((await (await pro.get('/api/me/professional')).json()) as { id: number }).id
  const booked = await user.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-sms-${Date.now()}` },
    data: { professionalId, sessionDate: daysAhead(20), sessionTime: '11:00', sessionType: 'Chat' },
  })
  expect(booked.status()).toBe(201)
  const { id } = (await booked.json()) as { id: number }
  await expectOk(pro.patch(`/api/bookings/${id}`, { data: { status: 'confirmed' } }))
  return id
}

test('in Swahili: verify a phone, hear of the accept and the reminder by SMS, and get back in with a code', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const number = uniquePhone()
  const proContext = await browser.newContext({ ...phone, timezoneId: 'Africa/Nairobi' })
  const userContext = await browser.newContext({ ...phone, timezoneId: 'Africa/Nairobi' })
  await createProfessional(proContext.request)
  const { username } = await createUser(userContext.request)
  // A new number needs the account's password (docs/product.md#4-accounts-and-sessions).
  await expectOk(
    userContext.request.patch('/api/me/account', {
      data: { phone: number, phoneConsent: true, language: 'sw', password: PASSWORD },
    }),
  )
  const page = await userContext.newPage()
  await inSwahili(page)

  await test.step('the person verifies the phone with the code sent by SMS', async () => {
    await page.goto('/account')
    await page.getByRole('button', { name: 'Nitumie nambari kwa SMS' }).click()
    const code = codeIn(await nextSms(number, 'phoneCode'))
    expect(code).toMatch(/^\d{6}$/)
    await page.getByLabel('Nambari kutoka kwenye SMS').fill(code)
    await page.getByRole('button', { name: 'Thibitisha', exact: true }).click()
    await expect(page.getByText('Nambari yako ya simu imethibitishwa.')).toBeVisible()
  })

  // SMS updates are the person's consent; no quiet hours, so the run does not depend on the hour.
  const settings = (await (await userContext.request.get('/api/me/notification-settings')).json()) as Record<
    string,
    unknown
  >
  await expectOk(
    userContext.request.put('/api/me/notification-settings', {
      data: { sms: true, push: false, events: settings.events, quietHours: null },
    }),
  )

  const bookingId = await requestAndAccept(userContext.request, proContext.request)

  await test.step('the acceptance arrives by SMS in Swahili, without clinical words', async () => {
    const accepted = await nextSms(number, 'accepted')
    expect(accepted.bookingId).toBe(bookingId)
    expect(accepted.text).toContain('imethibitishwa')
    expect(accepted.text).not.toMatch(/Psycholog|therap|mental|Chat/i)
  })

  await test.step('moved to 24 hours ahead, the session is reminded once', async () => {
    await moveBookingStart(bookingId, new Date(Date.now() + 24 * 60 * 60_000 - 5 * 60_000))
    await nextSms(number, 'reminder24h')
    // Several more passes of the worker (every 2 s) make no second reminder.
    await page.waitForTimeout(6_000)
    expect(smsTo(number).filter((sms) => sms.event === 'reminder24h')).toHaveLength(1)
    expect(smsTo(number).filter((sms) => sms.event === 'reminder1h')).toHaveLength(0)
  })

  await test.step('the person forgets the password and gets back in with the code', async () => {
    await userContext.clearCookies()
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Umesahau nenosiri?' }).click()
    const reset = page.getByRole('region', { name: 'Badilisha nenosiri lako' })
    await reset.getByLabel('Jina la mtumiaji').fill(username)
    await reset.getByRole('button', { name: 'Nitumie nambari' }).click()
    const code = codeIn(await nextSms(number, 'resetCode'))
    await reset.getByLabel('Nambari kutoka kwenye SMS').fill(code)
    await reset.getByLabel('Nenosiri jipya').fill(`${PASSWORD}-new`)
    await reset.getByRole('button', { name: 'Weka nenosiri jipya' }).click()
    await expect(page.getByText('Nenosiri limebadilishwa')).toBeVisible()
    const me = await page.request.get('/api/user')
    expect(me.status()).toBe(200)
    expect(((await me.json()) as { username: string }).username).toBe(username)
  })

  await proContext.close()
  await userContext.close()
})
