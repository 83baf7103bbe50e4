import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { sessionNoteOf } from '../../../../mocks/repo'
import { useToasts } from '../../../lib/toasts'
import { renderApp } from '../../../test/render-app'
import { recordRequests, stopRecording } from '../../../test/record-requests'
import { signInAs } from '../../../test/sign-in'

beforeEach(() => {
  signInAs('professional')
  useToasts.setState({ toasts: [] })
})
afterEach(stopRecording)

/** The upcoming session of the demo data that already has notes ('Follow up on sleep diary.'). */
async function openNotesOfLastSession() {
  renderApp('/professional/dashboard')
  const upcoming = await screen.findByRole('region', { name: 'Upcoming Sessions' }, { timeout: 10_000 })
  const cards = await within(upcoming).findAllByRole('article')
  const button = within(cards[cards.length - 1]!).getByRole('button', { name: 'Edit Notes' })
  button.focus() // as a tap or a keypress would
  fireEvent.click(button)
  return screen.findByRole('dialog', { name: 'Session Notes' })
}

it('opens on the session with its private notes, and saves them with an Idempotency-Key', async () => {
  const requests = recordRequests()
  const dialog = await openNotesOfLastSession()
  expect(within(dialog).getByText(/demo_user/)).toBeTruthy()
  const notes = within(dialog).getByLabelText('Private notes')
  expect((notes as HTMLTextAreaElement).value).toBe('Follow up on sleep diary.')
  expect(within(dialog).getByText('Only you can see these notes.')).toBeTruthy()

  fireEvent.change(notes, { target: { value: 'Sleep improving; keep the diary.' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }))

  expect(await screen.findByText('Session notes saved successfully')).toBeTruthy()
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(sessionNoteOf(4)).toBe('Sleep improving; keep the diary.')
  const patch = requests.find((request) => request.method === 'PATCH')!
  expect(patch).toMatchObject({
    path: '/api/me/professional/bookings/4/notes',
    body: { professionalNotes: 'Sleep improving; keep the diary.' },
  })
  expect(patch.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/)
})

it('uses a new Idempotency-Key for each save', async () => {
  const requests = recordRequests()
  let dialog = await openNotesOfLastSession()
  for (const text of ['First draft', 'Second draft']) {
    fireEvent.change(within(dialog).getByLabelText('Private notes'), { target: { value: text } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const cards = within(screen.getByRole('region', { name: 'Upcoming Sessions' })).getAllByRole('article')
    fireEvent.click(within(cards[cards.length - 1]!).getByRole('button', { name: 'Edit Notes' }))
    dialog = await screen.findByRole('dialog', { name: 'Session Notes' })
  }
  expect((within(dialog).getByLabelText('Private notes') as HTMLTextAreaElement).value).toBe('Second draft')
  const keys = requests.filter((request) => request.method === 'PATCH').map((r) => r.headers.get('Idempotency-Key'))
  expect(keys).toHaveLength(2)
  expect(keys[0]).not.toBe(keys[1])
})

it('clears the notes when emptied, and the button then offers to add notes', async () => {
  const dialog = await openNotesOfLastSession()
  fireEvent.change(within(dialog).getByLabelText('Private notes'), { target: { value: '  ' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(sessionNoteOf(4)).toBeNull()
  const upcoming = screen.getByRole('region', { name: 'Upcoming Sessions' })
  expect(within(upcoming).queryByRole('button', { name: 'Edit Notes' })).toBeNull()
  expect(within(upcoming).getAllByRole('button', { name: 'Add Notes' })).toHaveLength(4)
})

it('keeps notes that got no answer on this device and shows them as waiting beside the session', async () => {
  server.use(http.patch('*/api/me/professional/bookings/:bookingId/notes', () => HttpResponse.error()))
  const dialog = await openNotesOfLastSession()
  fireEvent.change(within(dialog).getByLabelText('Private notes'), { target: { value: 'Queued on the bus' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }))
  // The outbox (Dexie) is imported on first use.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
  expect(await screen.findByText('Notes waiting to send')).toBeTruthy()
  expect(useToasts.getState().toasts[0]).toMatchObject({ title: 'Saved on this device' })
})

it("keeps the dialog open and says 'Failed to save notes' when the answer is not ours", async () => {
  server.use(
    http.patch(
      '*/api/me/professional/bookings/:bookingId/notes',
      () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
    ),
  )
  const dialog = await openNotesOfLastSession()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }))
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Error')).toBeTruthy()
  expect(within(alert).getByText('Failed to save notes')).toBeTruthy()
  expect(screen.getByRole('dialog', { name: 'Session Notes' })).toBeTruthy()
})

it("shows the server's message when it refuses the notes", async () => {
  server.use(
    http.patch('*/api/me/professional/bookings/:bookingId/notes', () =>
      HttpResponse.json({ message: 'Booking not found' }, { status: 404 }),
    ),
  )
  const dialog = await openNotesOfLastSession()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }))
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Booking not found')).toBeTruthy()
})

it('closes on Cancel without saving, and gives the focus back to the button that opened it', async () => {
  const requests = recordRequests()
  const dialog = await openNotesOfLastSession()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(requests.filter((request) => request.method === 'PATCH')).toEqual([])
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit Notes'))
})
