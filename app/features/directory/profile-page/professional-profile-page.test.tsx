import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../../api/fixtures/demo'
import { addDays, todayIn } from '../../../../api/contract/time'
import type { ProfessionalPage, SlotsAnswer } from '../../../../api/contract/schemas/availability'
import { server } from '../../../../mocks/node'
import { presentProfessional } from '../../../../mocks/present'
import { store } from '../../../../mocks/store'
import { choosePersonZone } from '../../../lib/time/person-zone'
import { renderApp } from '../../../test/render-app'
import { readStoredCopy, storeCopy } from '../../../test/stored-copies'
import { keepSessionCookies, signOut } from '../../../test/sign-in'
import { professionalPageQueryOptions } from './queries'

afterEach(signOut)

const row = () => store.professionals[0]!
const hours = {
  timezone: 'Africa/Nairobi',
  sessionMinutes: 50,
  cancellationNoticeHours: 24,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
}

/** The profile route answers with this page for the first fixture professional. */
function answerPage(extra: Pick<ProfessionalPage, 'hours' | 'nextFreeSlot'>) {
  const page: ProfessionalPage = { ...presentProfessional(row()), ...extra }
  server.use(
    http.get('*/api/professionals/:professionalId', ({ params }) =>
      Number(params.professionalId) === page.id
        ? HttpResponse.json(page)
        : HttpResponse.json({ message: 'Professional not found' }, { status: 404 }),
    ),
  )
  return page
}

beforeEach(() => {
  keepSessionCookies()
  choosePersonZone('Africa/Lagos')
})

it("shows the full profile, the hours in the professional's zone and the next free time in the person's", async () => {
  const page = answerPage({ hours, nextFreeSlot: '2026-11-25T10:00:00+03:00' })
  renderApp(`/professionals/${page.id}`)
  expect(await screen.findByRole('heading', { level: 1, name: page.fullName }, { timeout: 10_000 })).toBeTruthy()
  await waitFor(() => expect(document.title).toBe('Professional profile · Wellness Africa'))
  if (page.bio) expect(screen.getByText(page.bio)).toBeTruthy()
  const hoursSection = screen.getByRole('region', { name: 'Hours' })
  expect(within(hoursSection).getByText('Mon-Fri 09:00-17:00 EAT')).toBeTruthy()
  expect(within(hoursSection).getByText('Sessions last 50 minutes.')).toBeTruthy()
  expect(within(hoursSection).getByText('Next free time: Wed 25 Nov 2026, 08:00 WAT')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Book Now' })).toBeTruthy()

  fireEvent.change(within(hoursSection).getByLabelText('Your time zone'), { target: { value: 'Africa/Nairobi' } })
  expect(await within(hoursSection).findByText('Next free time: Wed 25 Nov 2026, 10:00 EAT')).toBeTruthy()
})

it('shows the next two weeks, each day with how many free times it has, from one call', async () => {
  const page = answerPage({ hours, nextFreeSlot: null })
  const today = todayIn('Africa/Lagos')
  const busy = addDays(today, 1)
  const asked: string[] = []
  server.use(
    http.get('*/api/professionals/:professionalId/slots', ({ request }) => {
      const url = new URL(request.url)
      asked.push(url.searchParams.toString())
      const slots = ['08:00', '09:00', '10:00'].map((sessionTime) => ({
        startsAt: `${busy}T${sessionTime}:00+01:00`,
        sessionDate: busy,
        sessionTime,
      }))
      return HttpResponse.json({
        hoursSet: true,
        timezone: 'Africa/Lagos',
        durationMinutes: 50,
        slots,
      } satisfies SlotsAnswer)
    }),
  )
  renderApp(`/professionals/${page.id}`)
  const heading = await screen.findByRole('heading', { name: 'Free times in the next two weeks' }, { timeout: 10_000 })
  const days = within(heading.parentElement!).getAllByRole('listitem')
  expect(days).toHaveLength(14)
  expect(days[0]!.textContent).toMatch(/No free times$/)
  expect(days[1]!.textContent).toMatch(/3 free times$/)
  expect(asked).toEqual([`from=${today}&days=14&timezone=Africa%2FLagos`])
})

it('offers Leave quickly, which a person reading about booking may need', async () => {
  const page = answerPage({ hours: null, nextFreeSlot: null })
  renderApp(`/professionals/${page.id}`)
  await screen.findByRole('heading', { level: 1, name: page.fullName }, { timeout: 10_000 })
  expect(screen.getByRole('link', { name: 'Leave quickly' }).getAttribute('aria-describedby')).toBeTruthy()
})

it('says a professional without hours takes requests at any time', async () => {
  const page = answerPage({ hours: null, nextFreeSlot: null })
  renderApp(`/professionals/${page.id}`)
  expect(
    await screen.findByText('No set hours: ask for the date and time that suit you.', {}, { timeout: 10_000 }),
  ).toBeTruthy()
})

it('shows the Verified badge with its check on demand, or Not verified yet', async () => {
  const verified = store.professionals.find((professional) => professional.fullName === 'Sarah Nakato')!
  const { unmount } = renderApp(`/professionals/${verified.id}`)
  const badge = await screen.findByRole('button', { name: 'Verified' }, { timeout: 10_000 })
  fireEvent.click(badge)
  expect(badge.getAttribute('aria-expanded')).toBe('true')
  expect(screen.getByText('Uganda Medical and Dental Practitioners Council (Uganda)')).toBeTruthy()
  unmount()

  const unverified = store.professionals.find((professional) => professional.fullName === 'James Otieno')!
  renderApp(`/professionals/${unverified.id}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'James Otieno' }, { timeout: 10_000 })).toBeTruthy()
  expect(screen.getByText('Not verified yet')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Verified' })).toBeNull()
})

it('says so when there is no such professional', async () => {
  answerPage({ hours: null, nextFreeSlot: null })
  renderApp('/professionals/999999')
  expect(await screen.findByRole('heading', { name: 'Professional not found' }, { timeout: 10_000 })).toBeTruthy()
})

it('removes the stored copy of a profile no longer listed, so it does not open offline', async () => {
  const page = answerPage({ hours: null, nextFreeSlot: null })
  const queryKey = professionalPageQueryOptions(999999).queryKey
  await storeCopy(queryKey, { ...page, id: 999999 }, false)
  renderApp('/professionals/999999')
  expect(await screen.findByRole('heading', { name: 'Professional not found' }, { timeout: 10_000 })).toBeTruthy()
  await waitFor(async () => expect(await readStoredCopy(queryKey)).toBeUndefined())
})

it('after Book Now, signing in (the Register tab on offer) brings a visitor back with the dialog open', async () => {
  const page = answerPage({ hours: null, nextFreeSlot: null })
  const { router } = renderApp(`/professionals/${page.id}`)
  fireEvent.click(await screen.findByRole('button', { name: 'Book Now' }, { timeout: 10_000 }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  expect(router.state.location.search).toEqual({ redirect: `/professionals/${page.id}?book=1` })
  expect(await screen.findByRole('tab', { name: 'Register' })).toBeTruthy()

  const { username, password } = demoAccounts.user
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))

  const dialog = await screen.findByRole('dialog', { name: 'Book a Session' }, { timeout: 10_000 })
  expect(within(dialog).getByText(`Send ${page.fullName} a request for a session.`)).toBeTruthy()
  expect(router.state.location.pathname).toBe(`/professionals/${page.id}`)
  expect(router.state.location.search).toEqual({})
})
