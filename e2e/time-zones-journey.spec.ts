import { readFileSync } from 'node:fs'
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { daysAhead, phone } from './journey-helpers'
import { createProfessional, createUser, goOnline } from './offline-helpers'
import { goOffline, waitForServiceWorker } from './pwa-helpers'

/**
 * Issue 13's journey: a person in Lagos books a professional in Nairobi and both read the same
 * moment in their own zone. The professional's hours are every day 09:00-17:00 in Nairobi (EAT,
 * UTC+3), so the first free time of a day is 07:00 in Lagos (WAT, UTC+1) and 06:00 UTC.
 */
const HOURS = {
  timezone: 'Africa/Nairobi',
  sessionMinutes: 60,
  bufferMinutes: 0,
  cancellationNoticeHours: 24,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  daysOff: [daysAhead(2)],
}
const DAY = daysAhead(4)
const DAY_OFF = daysAhead(2)

/** The journey's screens in both languages (msgstr of locales/sw.po). */
const TEXTS = {
  en: {
    nextFree: /^Next free time: .* WAT$/,
    freeDays: 'Free times in the next two weeks',
    noFreeTimes: /No free times$/,
    bookNow: 'Book Now',
    bookDialog: 'Book a Session',
    zone: 'Your time zone',
    date: 'Date',
    time: 'Time',
    sessionType: 'Session Type',
    request: 'Request Booking',
    success: 'Success',
    sent: 'Your booking request has been sent to the professional.',
    requests: 'Booking Requests',
    accept: 'Accept',
    acceptDialog: 'Accept this request?',
    instructions: 'Video link',
    linkMissing: 'Please give the client a video link to join',
    confirmedToast: 'Booking confirmed successfully',
    upcoming: 'Upcoming Sessions',
    addNotes: 'Add Notes',
    notesDialog: 'Session Notes',
    privateNotes: 'Private notes',
    saveNotes: 'Save Notes',
    notesSaved: 'Session notes saved successfully',
    confirmed: 'Confirmed',
    addToCalendar: 'Add to calendar',
    cancel: 'Cancel',
    cancelDialog: 'Cancel this session?',
    reason: 'Reason (optional)',
    cancelBooking: 'Cancel booking',
    cancelled: 'Cancelled',
    past: 'Past Sessions',
    editNotes: 'Edit Notes',
  },
  sw: {
    nextFree: /^Muda ujao ulio wazi: .* WAT$/,
    freeDays: 'Nafasi zilizo wazi katika wiki mbili zijazo',
    noFreeTimes: /Hakuna nafasi iliyo wazi$/,
    bookNow: 'Weka Miadi Sasa',
    bookDialog: 'Weka Miadi ya Kipindi',
    zone: 'Saa za eneo lako',
    date: 'Tarehe',
    time: 'Saa',
    sessionType: 'Aina ya Kipindi',
    request: 'Omba Miadi',
    success: 'Imefanikiwa',
    sent: 'Ombi lako la miadi limetumwa kwa mtaalamu.',
    requests: 'Maombi ya Miadi',
    accept: 'Kubali',
    acceptDialog: 'Ukubali ombi hili?',
    instructions: 'Kiungo cha video',
    linkMissing: 'Tafadhali mpe mteja kiungo cha video cha kujiunga',
    confirmedToast: 'Miadi imethibitishwa kwa mafanikio',
    upcoming: 'Vipindi Vijavyo',
    addNotes: 'Ongeza Maelezo',
    notesDialog: 'Maelezo ya Kipindi',
    privateNotes: 'Maelezo ya faragha',
    saveNotes: 'Hifadhi Maelezo',
    notesSaved: 'Maelezo ya kipindi yamehifadhiwa kwa mafanikio',
    confirmed: 'Imethibitishwa',
    addToCalendar: 'Ongeza kwenye kalenda',
    cancel: 'Ghairi',
    cancelDialog: 'Ughairi kipindi hiki?',
    reason: 'Sababu (si lazima)',
    cancelBooking: 'Ghairi miadi',
    cancelled: 'Imeghairiwa',
    past: 'Vipindi Vilivyopita',
    editNotes: 'Hariri Maelezo',
  },
} as const

/** A toast by its title (and text), in any language: the region's name is translated. */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const card = page
    .getByRole('region', { name: /\(F8\)$/ })
    .locator('li')
    .filter({ hasText: title })
  await expect(card).toBeVisible()
  if (description) await expect(card).toContainText(description)
}

type Setup = { pro: Page; user: Page; proContext: BrowserContext; userContext: BrowserContext; id: number }

async function professionalInNairobiWithHours(request: APIRequestContext) {
  const pro = await createProfessional(request)
  expect((await request.put('/api/me/professional/availability', { data: HOURS })).status()).toBe(200)
  const { id } = (await (await request.get('/api/me/professional')).json()) as { id: number }
  return { ...pro, id }
}

async function setUp(browser: Browser, locale: 'en' | 'sw' = 'en'): Promise<Setup & { fullName: string }> {
  const proContext = await browser.newContext({ ...phone, timezoneId: 'Africa/Nairobi' })
  const userContext = await browser.newContext({ ...phone, timezoneId: 'Africa/Lagos' })
  const professional = await professionalInNairobiWithHours(proContext.request)
  await createUser(userContext.request)
  if (locale === 'sw') {
    for (const context of [proContext, userContext])
      await context.addInitScript(() => {
        if (location.protocol.startsWith('http')) window.localStorage.setItem('wellness.locale', 'sw')
      })
  }
  return {
    pro: await proContext.newPage(),
    user: await userContext.newPage(),
    proContext,
    userContext,
    id: professional.id,
    fullName: professional.fullName,
  }
}

test.describe('a Lagos person and a Nairobi professional', () => {
  for (const locale of ['en', 'sw'] as const) {
    const x = TEXTS[locale]
    test(`book, accept with joining instructions, add to a calendar, cancel, and find it in Past Sessions (${locale})`, async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const { pro, user, proContext, userContext, id, fullName } = await setUp(browser, locale)

      await test.step('the person sees free times in WAT on the profile page and books one', async () => {
        await user.goto(`/professionals/${id}`)
        await expect(user.getByRole('heading', { level: 1, name: fullName })).toBeVisible()
        await expect(user.getByText(x.nextFree)).toBeVisible()
        // The next two weeks, each day with its free times: the day off is marked.
        const freeDays = user.getByRole('heading', { name: x.freeDays }).locator('..').getByRole('listitem')
        await expect(freeDays).toHaveCount(14)
        await expect(freeDays.filter({ hasText: x.noFreeTimes })).not.toHaveCount(0)
        await user.getByRole('button', { name: x.bookNow }).click()
        const dialog = user.getByRole('dialog', { name: x.bookDialog })
        await expect(dialog.getByLabel(x.zone)).toHaveValue('Africa/Lagos')
        // The same days in the dialog; the day off cannot be picked, the first free time is chosen.
        const days = dialog.getByRole('group', { name: x.freeDays })
        await expect(days.getByRole('radio')).toHaveCount(14)
        await expect(days.locator(`input[value="${DAY_OFF}"]`)).toBeDisabled()
        await expect(days.getByRole('radio', { checked: true })).toHaveCount(1)
        await expect(dialog.getByLabel(x.time, { exact: true })).toHaveValue(/^\d\d:\d\d$/)
        await dialog.getByLabel(x.date, { exact: true }).fill(DAY)
        const time = dialog.getByLabel(x.time, { exact: true })
        await expect(time.locator('option', { hasText: '07:00 WAT' })).toHaveCount(1)
        await time.selectOption({ label: '07:00 WAT' })
        await dialog.getByLabel(x.sessionType).selectOption('Video Call')
        await dialog.getByRole('button', { name: x.request }).click()
        await expectToast(user, x.success, x.sent)
      })

      await test.step('the professional reads it at 09:00 EAT and accepts with joining instructions', async () => {
        await pro.goto('/professional/dashboard')
        const request = pro.getByRole('region', { name: x.requests }).getByRole('article').first()
        await expect(request).toContainText('09:00 EAT')
        await request.getByRole('button', { name: x.accept }).click()
        const accept = pro.getByRole('dialog', { name: x.acceptDialog })
        // A video session, and no default link on the profile: Accept asks for one.
        await accept.getByRole('button', { name: x.accept }).click()
        await expect(accept.getByText(x.linkMissing)).toBeVisible()
        await accept.getByLabel(x.instructions).fill('https://meet.example.org/neema')
        await accept.getByRole('button', { name: x.accept }).click()
        await expectToast(pro, x.confirmedToast)
        const session = pro.getByRole('region', { name: x.upcoming }).getByRole('article').first()
        await session.getByRole('button', { name: x.addNotes }).click()
        const notes = pro.getByRole('dialog', { name: x.notesDialog })
        await notes.getByLabel(x.privateNotes).fill('First contact; agreed goals.')
        await notes.getByRole('button', { name: x.saveNotes }).click()
        await expectToast(pro, x.notesSaved)
      })

      await test.step('the person sees Confirmed with the instructions and downloads the calendar file', async () => {
        await user.goto('/my-sessions')
        const booking = user.getByRole('article').filter({ hasText: fullName })
        await expect(booking).toContainText(x.confirmed)
        await expect(booking).toContainText('07:00 WAT')
        const join = booking.getByRole('link', { name: 'https://meet.example.org/neema' })
        await expect(join).toHaveAttribute('href', 'https://meet.example.org/neema')
        await expect(join).toHaveAttribute('target', '_blank')
        const download = user.waitForEvent('download')
        await booking.getByRole('link', { name: x.addToCalendar }).click()
        const file = readFileSync((await (await download).path())!, 'utf8')
        expect(file).toContain('BEGIN:VCALENDAR')
        expect(file).toContain(`DTSTART:${DAY.replaceAll('-', '')}T060000Z`)
      })

      await test.step('the person cancels inside the allowed window, with a reason', async () => {
        const booking = user.getByRole('article').filter({ hasText: fullName })
        await booking.getByRole('button', { name: x.cancel, exact: true }).click()
        const dialog = user.getByRole('dialog', { name: x.cancelDialog })
        await dialog.getByLabel(x.reason).fill('Something came up at work.')
        await dialog.getByRole('button', { name: x.cancelBooking }).click()
        await expect(booking).toContainText(x.cancelled)
        await expect(booking).toContainText('Something came up at work.')
      })

      await test.step('the professional finds it Cancelled in Past Sessions, the reason and notes kept', async () => {
        await pro.reload()
        const past = pro.getByRole('region', { name: x.past }).getByRole('article').first()
        await expect(past).toContainText(x.cancelled)
        await expect(past).toContainText('Something came up at work.')
        await past.getByRole('button', { name: x.editNotes }).click()
        await expect(pro.getByRole('dialog', { name: x.notesDialog }).getByLabel(x.privateNotes)).toHaveValue(
          'First contact; agreed goals.',
        )
      })

      await proContext.close()
      await userContext.close()
    })
  }

  test('My sessions opens offline, from the copy kept on the device', async ({ browser }) => {
    test.setTimeout(60_000)
    const { user, proContext, userContext, id, fullName } = await setUp(browser)
    const booked = await userContext.request.post('/api/bookings', {
      headers: { 'Idempotency-Key': `e2e-offline-sessions-${id}` },
      data: {
        professionalId: id,
        sessionDate: DAY,
        sessionTime: '10:00',
        sessionType: 'Chat',
        timezone: 'Africa/Nairobi',
      },
    })
    expect(booked.status()).toBe(201)
    await user.goto('/my-sessions')
    await waitForServiceWorker(user)
    await expect(user.getByRole('article').filter({ hasText: fullName })).toContainText('Pending')

    await goOffline(userContext)
    await user.reload()
    await expect(user.getByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible()
    await expect(user.getByRole('article').filter({ hasText: fullName })).toContainText('Pending')
    await expect(user.getByText(/Saved on this device/)).toBeVisible()
    await goOnline(userContext)
    await proContext.close()
    await userContext.close()
  })
})
