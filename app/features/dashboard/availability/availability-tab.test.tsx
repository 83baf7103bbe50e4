import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import type { Availability } from '../../../../api/contract/schemas/availability'
import { server } from '../../../../mocks/node'
import { activateLocale } from '../../../lib/i18n'
import { useToasts } from '../../../lib/toasts'
import { renderApp } from '../../../test/render-app'
import { signInAs } from '../../../test/sign-in'

const PATH = '*/api/me/professional/availability'
let saved: Availability | null
let sent: unknown[]

beforeEach(() => {
  signInAs('professional')
  useToasts.setState({ toasts: [] })
  saved = null
  sent = []
  server.use(
    http.get(PATH, () => HttpResponse.json(saved)),
    http.put(PATH, async ({ request }) => {
      const body = (await request.json()) as Availability
      sent.push(body)
      saved = body
      return HttpResponse.json(body)
    }),
  )
})

async function openTab(name = 'Availability') {
  renderApp('/professional/dashboard')
  fireEvent.click(await screen.findByRole('tab', { name }, { timeout: 10_000 }))
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Availability' }))
const toastTitles = () => useToasts.getState().toasts.map((toast) => toast.title)

it('says clients can ask for any time until hours are saved, and saves Mon-Fri 09:00-17:00 in a few taps', async () => {
  await openTab()
  expect(
    await screen.findByText(
      'You have not set your hours yet. Until you save them, clients can ask for any date and time.',
    ),
  ).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Mon-Fri 09:00-17:00' }))
  fireEvent.change(screen.getByLabelText('Session length (minutes)'), { target: { value: '45' } })
  fireEvent.change(screen.getByLabelText('Break after each session (minutes)'), { target: { value: '15' } })
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-25' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add day off' }))
  save()

  await waitFor(() => expect(toastTitles()).toContain('Availability saved'))
  expect(sent).toEqual([
    {
      timezone: 'Africa/Nairobi',
      sessionMinutes: 45,
      bufferMinutes: 15,
      cancellationNoticeHours: 24,
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
      daysOff: ['2026-12-25'],
    },
  ])
  await waitFor(() => expect(screen.queryByText(/You have not set your hours yet/)).toBeNull())
})

it('shows the saved hours and edits one opening', async () => {
  saved = {
    timezone: 'Africa/Lagos',
    sessionMinutes: 60,
    bufferMinutes: 0,
    cancellationNoticeHours: 12,
    weekly: [{ weekday: 6, start: '10:00', end: '14:00' }],
    daysOff: [],
  }
  await openTab()
  expect(((await screen.findByLabelText('Time zone')) as HTMLSelectElement).value).toBe('Africa/Lagos')
  expect(screen.getByRole('option', { name: 'WAT (Africa/Lagos)' })).toBeTruthy()
  fireEvent.change(screen.getByLabelText('Saturday: until'), { target: { value: '16:00' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }))
  save()
  await waitFor(() => expect(sent).toHaveLength(1))
  expect(sent[0]).toMatchObject({ weekly: [{ weekday: 6, start: '10:00', end: '16:00' }, { weekday: 1 }] })
})

it('refuses what the contract refuses, beside the hours, and sends nothing', async () => {
  await openTab()
  fireEvent.click(await screen.findByRole('button', { name: 'Add hours on Monday' }))
  fireEvent.change(screen.getByLabelText('Monday: from'), { target: { value: '12:00' } })
  fireEvent.change(screen.getByLabelText('Monday: until'), { target: { value: '11:00' } })
  fireEvent.change(screen.getByLabelText('Session length (minutes)'), { target: { value: '200' } })
  save()
  expect(await screen.findByText('Each opening must end after it starts')).toBeTruthy()
  expect(screen.getByText('Please enter a whole number from 30 to 120')).toBeTruthy()
  expect(sent).toEqual([])
})

it("shows the server's refusal beside the openings", async () => {
  server.use(
    http.put(PATH, () =>
      HttpResponse.json(
        {
          message: 'Openings on the same day may not overlap',
          fieldErrors: { weekly: 'Openings on the same day may not overlap' },
        },
        { status: 400 },
      ),
    ),
  )
  await openTab()
  fireEvent.click(await screen.findByRole('button', { name: 'Mon-Fri 09:00-17:00' }))
  save()
  const hours = screen.getByRole('group', { name: 'Weekly hours' })
  expect(await within(hours).findByText('Openings on the same day may not overlap')).toBeTruthy()
  await waitFor(() => expect(toastTitles()).toContain('Error'))
})

it('speaks Swahili', async () => {
  await activateLocale('sw')
  await openTab('Upatikanaji')
  expect(await screen.findByRole('button', { name: 'Hifadhi Upatikanaji' })).toBeTruthy()
  expect(within(screen.getByRole('group', { name: 'Saa za kila wiki' })).getByText('Jumatatu')).toBeTruthy()
})
