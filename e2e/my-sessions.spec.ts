import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { daysAhead, phone } from './journey-helpers'
import { createProfessional, createUser } from './offline-helpers'
import { moveBookingStart } from './session-clock'

const TEXTS = {
  en: {
    tooLate:
      /It is too late to cancel here: the deadline has passed\. If you cannot come, tell .+ using the joining details above\./,
    cancel: 'Cancel',
  },
  sw: {
    tooLate:
      /Ni kuchelewa mno kughairi hapa: muda wa mwisho umepita\. Ikiwa huwezi kuja, mjulishe .+ kwa kutumia maelekezo ya kujiunga yaliyo hapo juu\./,
    cancel: 'Ghairi',
  },
} as const

/** A request by the person, accepted at once by the professional (so no pending limit is reached). */
async function accepted(
  user: APIRequestContext,
  pro: APIRequestContext,
  professionalId: number,
  when: { days: number; note: string; joinInstructions?: string },
): Promise<number> {
  const booked = await user.post('/api/bookings', {
    data: {
      professionalId,
      sessionDate: daysAhead(when.days),
      sessionTime: '10:00',
      sessionType: 'Phone Call',
      notes: when.note,
    },
  })
  expect(booked.status()).toBe(201)
  const { id } = (await booked.json()) as { id: number }
  const confirmed = await pro.patch(`/api/bookings/${id}`, {
    data: { status: 'confirmed', joinInstructions: when.joinInstructions ?? 'I will call you.' },
  })
  expect(confirmed.status()).toBe(200)
  return id
}

for (const locale of ['en', 'sw'] as const) {
  const x = TEXTS[locale]
  test(`My sessions: the sessions to come soonest first, then the past; past the cancel deadline, how to reach the professional (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000)
    const proContext = await browser.newContext()
    const userContext = await browser.newContext({ ...phone })
    await createProfessional(proContext.request)
    const professionalId = ((await (await proContext.request.get('/api/me/professional')).json()) as { id: number }).id
    await createUser(userContext.request)
    const [user, pro] = [userContext.request, proContext.request]
    // Asked for in this order, which is neither order they are read in.
    await accepted(user, pro, professionalId, { days: 5, note: 'In five days' })
    await accepted(user, pro, professionalId, {
      days: 2,
      note: 'In two days',
      joinInstructions: 'Call me on 0712 345 678 at the time.',
    })
    await accepted(user, pro, professionalId, { days: 8, note: 'In eight days' })
    const past = await accepted(user, pro, professionalId, { days: 3, note: 'Last week' })
    await moveBookingStart(past, new Date(Date.now() - 7 * 86_400_000))
    // Three days' notice: the session in two days can no longer be cancelled here.
    const hours = await pro.put('/api/me/professional/availability', {
      data: {
        timezone: 'Africa/Nairobi',
        sessionMinutes: 60,
        bufferMinutes: 0,
        cancellationNoticeHours: 72,
        weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
        daysOff: [],
      },
    })
    expect(hours.status()).toBe(200)
    if (locale === 'sw') {
      await userContext.addInitScript(() => {
        if (location.protocol.startsWith('http')) window.localStorage.setItem('wellness.locale', 'sw')
      })
    }

    const page = await userContext.newPage()
    await page.goto('/my-sessions')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(4)
    const notes = await cards.evaluateAll((articles) =>
      articles.map((article) => /In \w+ days|Last week/.exec(article.textContent ?? '')?.[0]),
    )
    expect(notes).toEqual(['In two days', 'In five days', 'In eight days', 'Last week'])

    const soon = cards.first()
    await expect(soon.getByRole('button', { name: x.cancel, exact: true })).toHaveCount(0)
    await expect(soon).toContainText(x.tooLate)
    await expect(soon.getByRole('link', { name: '0712 345 678' })).toHaveAttribute('href', 'tel:0712345678')
    await expect(cards.nth(1).getByRole('button', { name: x.cancel, exact: true })).toBeVisible()
    await Promise.all([proContext.close(), userContext.close()])
  })
}
