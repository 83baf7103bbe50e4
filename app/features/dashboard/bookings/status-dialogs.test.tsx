import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, afterEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../../api/fixtures/demo'
import { store } from '../../../../mocks/store'
import { activateLocale } from '../../../lib/i18n'
import { useToasts } from '../../../lib/toasts'
import { renderApp } from '../../../test/render-app'
import { recordRequests, stopRecording } from '../../../test/record-requests'
import { signInAs } from '../../../test/sign-in'
import { acceptIn, declineIn } from './status-test-helpers'

beforeEach(() => {
  signInAs('professional')
  useToasts.setState({ toasts: [] })
})
afterEach(stopRecording)

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 })
const cardsIn = async (name: string) => within(await section(name)).findAllByRole('article')
const bookingRow = (id: number) => store.bookings.find((booking) => booking.id === id)!
const patchBody = (requests: ReturnType<typeof recordRequests>) =>
  requests.find((request) => request.method === 'PATCH')?.body

function demoProfessional() {
  const user = store.users.find((row) => row.username === demoAccounts.professional.username)!
  return store.professionals.find((row) => row.userId === user.id)!
}

it("offers the profile's default joining instructions on Accept and sends what the professional wrote", async () => {
  demoProfessional().defaultJoinInstructions = 'Join at https://meet.example/amina'
  const requests = recordRequests()
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Booking Requests')
  fireEvent.click(within(first!).getByRole('button', { name: 'Accept' }))
  const dialog = await screen.findByRole('dialog', { name: 'Accept this request?' }, { timeout: 10_000 })
  expect(((await within(dialog).findByLabelText('Video link')) as HTMLTextAreaElement).value).toBe(
    'Join at https://meet.example/amina',
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(patchBody(requests)).toBeUndefined()

  await acceptIn(first!, 'Call me on Signal at 10:00')
  expect(await screen.findByText('Booking confirmed successfully')).toBeTruthy()
  expect(patchBody(requests)).toEqual({ status: 'confirmed', joinInstructions: 'Call me on Signal at 10:00' })
  expect(bookingRow(1).joinInstructions).toBe('Call me on Signal at 10:00')
})

it('asks for a video link when the profile has no default, and sends nothing until there is one', async () => {
  const requests = recordRequests()
  renderApp('/professional/dashboard')
  const [video] = await cardsIn('Booking Requests')
  const dialog = await acceptIn(video!)
  expect(await within(dialog).findByText('Please give the client a video link to join')).toBeTruthy()
  expect(patchBody(requests)).toBeUndefined()
  fireEvent.change(within(dialog).getByLabelText('Video link'), { target: { value: 'https://meet.example/amina' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }))
  expect(await screen.findByText('Booking confirmed successfully')).toBeTruthy()
  expect(patchBody(requests)).toEqual({ status: 'confirmed', joinInstructions: 'https://meet.example/amina' })
})

it('asks a phone session who calls whom, with texts to start from, and an in-person one for the address', async () => {
  demoProfessional().defaultJoinInstructions = 'https://meet.example/amina'
  bookingRow(1).sessionType = 'In-Person'
  const requests = recordRequests()
  renderApp('/professional/dashboard')
  const [inPerson, phone] = await cardsIn('Booking Requests')

  let dialog = await acceptIn(phone!)
  expect(await within(dialog).findByText('Please say who calls whom')).toBeTruthy()
  fireEvent.click(
    within(dialog).getByRole('button', {
      name: 'I will call you at the session time on the number you shared with me.',
    }),
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }))
  await waitFor(() =>
    expect(bookingRow(2).joinInstructions).toBe(
      'I will call you at the session time on the number you shared with me.',
    ),
  )

  // The profile's default (a video link) is not offered for a session in person.
  dialog = await acceptIn(inPerson!)
  expect((within(dialog).getByLabelText('Address') as HTMLTextAreaElement).value).toBe('')
  expect(await within(dialog).findByText('Please give the address of the session')).toBeTruthy()
  fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Room 4, Upper Hill Clinic' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }))
  await waitFor(() => expect(bookingRow(1).joinInstructions).toBe('Room 4, Upper Hill Clinic'))
  expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(2)
})

it('asks in Swahili, and asks nothing of a chat session', async () => {
  await activateLocale('sw')
  bookingRow(1).sessionType = 'Chat'
  renderApp('/professional/dashboard')
  const [chat, phone] = await cardsIn('Maombi ya Miadi')
  fireEvent.click(within(phone!).getByRole('button', { name: 'Kubali' }))
  let dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Kubali' }))
  expect(await within(dialog).findByText('Tafadhali sema nani atampigia nani')).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ghairi' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

  fireEvent.click(within(chat!).getByRole('button', { name: 'Kubali' }))
  dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Kubali' }))
  await waitFor(() => expect(bookingRow(1).status).toBe('confirmed'))
  expect(bookingRow(1).joinInstructions).toBeNull()
})

it('declines with a reason template, which stays editable, after asking', async () => {
  const requests = recordRequests()
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Booking Requests')
  await declineIn(first!, 'I am fully booked at this time')
  expect(await screen.findByText('Booking declined')).toBeTruthy()
  expect(patchBody(requests)).toEqual({ status: 'declined', reason: 'I am fully booked at this time' })
  expect(bookingRow(1).reason).toBe('I am fully booked at this time')
})

it('offers the reasons in Swahili to a Swahili reader', async () => {
  await activateLocale('sw')
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Maombi ya Miadi')
  fireEvent.click(within(first!).getByRole('button', { name: 'Kataa' }))
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Tafadhali chagua muda mwingine' }))
  expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Tafadhali chagua muda mwingine')
})

it('cancels a confirmed session with a reason, once asked', async () => {
  const requests = recordRequests()
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Upcoming Sessions')
  fireEvent.click(within(first!).getByRole('button', { name: 'Cancel Session' }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' }, { timeout: 10_000 })
  fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'I am unwell today' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Session' }))
  expect(await screen.findByText('Session cancelled')).toBeTruthy()
  expect(patchBody(requests)).toEqual({ status: 'cancelled', reason: 'I am unwell today' })
  expect(bookingRow(3).status).toBe('cancelled')
})

it('does not offer Mark Complete before the session starts', async () => {
  renderApp('/professional/dashboard')
  const cards = await cardsIn('Upcoming Sessions')
  for (const card of cards) expect(within(card).queryByRole('button', { name: 'Mark Complete' })).toBeNull()
})

it("shows the client's phone and the joining instructions on confirmed sessions only", async () => {
  const client = store.users.find((row) => row.username === demoAccounts.user.username)!
  Object.assign(client, { phone: '+254712345678', phoneConsent: true })
  bookingRow(3).joinInstructions = 'Room 4, Upper Hill Clinic. If it rains: https://meet.example/amina or 0712 345 678'
  renderApp('/professional/dashboard')
  const [confirmed, ...others] = await cardsIn('Upcoming Sessions')
  const phone = within(confirmed!).getByRole('link', { name: '+254712345678' })
  expect(phone.getAttribute('href')).toBe('tel:+254712345678')
  expect(within(confirmed!).getByText(/^Room 4, Upper Hill Clinic. If it rains:/)).toBeTruthy()
  // The instructions' address and number can be tapped.
  const link = within(confirmed!).getByRole('link', { name: 'https://meet.example/amina' })
  expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
    'https://meet.example/amina',
    '_blank',
    'noopener noreferrer',
  ])
  expect(within(confirmed!).getByRole('link', { name: '0712 345 678' }).getAttribute('href')).toBe('tel:0712345678')
  expect(within(confirmed!).getByText(/60 min/)).toBeTruthy()
  const pending = others.filter((card) => within(card).queryByText('Pending'))
  expect(pending.length).toBeGreaterThan(0)
  // Their only link is to the booking's messages: no joining link, no phone.
  for (const card of pending)
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Messages'])
  for (const card of await cardsIn('Booking Requests')) expect(within(card).queryByText(/\+254/)).toBeNull()
})
