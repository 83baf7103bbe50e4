import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, afterEach, expect, it } from 'vitest'
import { sessionNoteOf } from '../../../../mocks/repo'
import { store } from '../../../../mocks/store'
import { activateLocale } from '../../../lib/i18n'
import { renderApp } from '../../../test/render-app'
import { recordRequests, stopRecording } from '../../../test/record-requests'
import { signInAs } from '../../../test/sign-in'

beforeEach(() => {
  signInAs('professional')
  Object.assign(
    store.bookings.find((booking) => booking.id === 6)!,
    { reason: 'I am fully booked at this time' },
  )
})
afterEach(stopRecording)

const pastCards = async (name = 'Past Sessions') =>
  within(await screen.findByRole('region', { name }, { timeout: 10_000 })).findAllByRole('article')

it('lists completed, declined and cancelled sessions newest first, with their badge and reason', async () => {
  const requests = recordRequests()
  renderApp('/professional/dashboard')
  const [declined, completed] = await pastCards()
  expect(within(declined!).getByText('Declined')).toBeTruthy()
  expect(within(declined!).getByText('I am fully booked at this time')).toBeTruthy()
  expect(within(completed!).getByText('Completed')).toBeTruthy()
  expect(requests.some((request) => request.query.status === 'past')).toBe(true)
})

it('keeps the notes of a past session readable and editable', async () => {
  renderApp('/professional/dashboard')
  const [, completed] = await pastCards()
  fireEvent.click(within(completed!).getByRole('button', { name: 'Edit Notes' }))
  const dialog = await screen.findByRole('dialog', { name: 'Session Notes' }, { timeout: 10_000 })
  const notes = within(dialog).getByLabelText('Private notes') as HTMLTextAreaElement
  expect(notes.value).toBe('Good progress; practise breathing exercise.')
  fireEvent.change(notes, { target: { value: 'Closed: referred to group support.' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }))
  expect(await screen.findByText('Session notes saved successfully')).toBeTruthy()
  expect(sessionNoteOf(5)).toBe('Closed: referred to group support.')
})

it('says so when there are none, in Swahili too', async () => {
  store.bookings = store.bookings.filter((booking) => booking.status === 'pending' || booking.status === 'confirmed')
  await activateLocale('sw')
  renderApp('/professional/dashboard')
  const past = await screen.findByRole('region', { name: 'Vipindi Vilivyopita' }, { timeout: 10_000 })
  await waitFor(() => expect(within(past).getByText('Bado hakuna vipindi vilivyopita')).toBeTruthy())
})
