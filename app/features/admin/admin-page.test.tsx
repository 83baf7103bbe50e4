import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { addDays, todayIn } from '../../../api/contract/time'
import { store } from '../../../mocks/store'
import { activateLocale } from '../../lib/i18n'
import { useToasts } from '../../lib/toasts'
import { renderApp } from '../../test/render-app'
import { recordRequests, stopRecording } from '../../test/record-requests'
import { signInAs, signOut } from '../../test/sign-in'

const professionalNamed = (fullName: string) => store.professionals.find((row) => row.fullName === fullName)!
const checkOf = (fullName: string) =>
  store.verifications.find((row) => row.professionalId === professionalNamed(fullName).id)

/** Puts a professional's check in the queue, as if they had sent it at `submittedAt`. */
function submitted(fullName: string, submittedAt: string, number: string) {
  const professionalId = professionalNamed(fullName).id
  store.verifications = store.verifications.filter((row) => row.professionalId !== professionalId)
  store.verifications.push({
    professionalId,
    state: 'submitted',
    regulator: 'ke-kmpdc',
    regulatorName: null,
    registrationNumber: number,
    licenceExpiresOn: addDays(todayIn('Africa/Nairobi'), 300),
    submittedAt,
    checkedAt: null,
    checkedBy: null,
    reason: null,
  })
  return professionalId
}

let kamauId: number
beforeEach(async () => {
  kamauId = submitted('Dr. Peter Kamau', '2026-01-10T08:00:00.000Z', 'KMPDC-1001')
  submitted('Grace Wanjiru', '2026-01-05T08:00:00.000Z', 'KMPDC-2002')
  store.licenceDocuments.push({
    professionalId: kamauId,
    contentType: 'application/pdf',
    bytes: 20,
    base64: btoa('%PDF-1.4\n%%EOF\n'),
    uploadedAt: '2026-01-10T08:00:00.000Z',
  })
})
afterEach(async () => {
  stopRecording()
  await signOut()
})

const queue = () => screen.getByRole('region', { name: 'Waiting for a check' })
const entry = (name: string) => within(queue()).getByRole('article', { name })
const toastTitles = () => useToasts.getState().toasts.map((toast) => toast.title)

async function openAdmin() {
  signInAs('admin')
  const view = renderApp('/admin')
  await screen.findByRole('article', { name: 'Dr. Peter Kamau' })
  return view
}

it('lists the checks waiting oldest first, each with the profile, the licence details and the file', async () => {
  await openAdmin()
  const names = within(queue())
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent)
  expect(names).toEqual(['Grace Wanjiru', 'Dr. Peter Kamau'])
  expect(within(queue()).getByText(/^2 waiting, the longest waiting first/)).toBeTruthy()

  const kamau = entry('Dr. Peter Kamau')
  expect(within(kamau).getByText('Psychiatrist · @dr_kamau')).toBeTruthy()
  expect(within(kamau).getByText('Listed in the directory')).toBeTruthy()
  expect(within(kamau).getByText('Kenya Medical Practitioners and Dentists Council (Kenya)')).toBeTruthy()
  expect(within(kamau).getByText('KMPDC-1001')).toBeTruthy()
  expect(within(kamau).getByText(/^Psychiatrist treating depression/)).toBeTruthy()
  expect(within(kamau).getByRole('link', { name: 'Download the licence' }).getAttribute('href')).toBe(
    `/api/admin/verifications/${kamauId}/document`,
  )
  expect(within(entry('Grace Wanjiru')).getByText('None sent')).toBeTruthy()
})

it('verifies after asking: the entry leaves the queue, the event is listed, the toast says so', async () => {
  const requests = recordRequests()
  await openAdmin()
  fireEvent.click(within(entry('Dr. Peter Kamau')).getByRole('button', { name: 'Verify' }))
  const dialog = await screen.findByRole('dialog', { name: 'Verify this professional?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))

  await waitFor(() => expect(within(queue()).queryByRole('article', { name: 'Dr. Peter Kamau' })).toBeNull())
  expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
    path: `/api/admin/verifications/${kamauId}`,
    body: { decision: 'verified' },
  })
  expect(checkOf('Dr. Peter Kamau')?.state).toBe('verified')
  expect(toastTitles()).toContain('Dr. Peter Kamau is verified')
  const events = screen.getByRole('region', { name: 'Recent verification events' })
  const verified = (await within(events).findByText('Verified')).closest('li')!
  // Names, not ids: the professional's full name and the admin's username, with the time on the 24-hour clock.
  expect(verified.textContent).toContain('Verified · Dr. Peter Kamau · by test_admin (Admin)')
  expect(verified.textContent).not.toMatch(new RegExp(`professional ${kamauId}|Admin \\d`))
  expect(verified.querySelector('time')?.textContent).toMatch(/^\d{1,2} \w{3} \d{4}, \d\d:\d\d$/)
})

it('sends nothing when Verify is asked and then taken back', async () => {
  const requests = recordRequests()
  await openAdmin()
  fireEvent.click(within(entry('Dr. Peter Kamau')).getByRole('button', { name: 'Verify' }))
  const dialog = await screen.findByRole('dialog', { name: 'Verify this professional?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(requests.filter((request) => request.method === 'PATCH')).toEqual([])
  expect(checkOf('Dr. Peter Kamau')?.state).toBe('submitted')
})

it('rejects only with a reason, which the professional will read', async () => {
  const requests = recordRequests()
  await openAdmin()
  fireEvent.click(within(entry('Grace Wanjiru')).getByRole('button', { name: 'Reject' }))
  const dialog = await screen.findByRole('dialog', { name: 'Reject these details?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
  expect(await within(dialog).findByText('Please give the reason for rejecting')).toBeTruthy()
  expect(requests.filter((request) => request.method === 'PATCH')).toEqual([])

  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The number is not on the register.' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
  await waitFor(() => expect(within(queue()).queryByRole('article', { name: 'Grace Wanjiru' })).toBeNull())
  expect(checkOf('Grace Wanjiru')).toMatchObject({ state: 'rejected', reason: 'The number is not on the register.' })
  expect(toastTitles()).toContain("Grace Wanjiru's details were rejected: they will see your reason")
})

it('says so when another admin decided first, and the entry leaves the queue', async () => {
  await openAdmin()
  Object.assign(checkOf('Dr. Peter Kamau')!, { state: 'verified', checkedAt: new Date().toISOString() })
  fireEvent.click(within(entry('Dr. Peter Kamau')).getByRole('button', { name: 'Verify' }))
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Verify this professional?' })).getByRole('button', {
      name: 'Verify',
    }),
  )
  await waitFor(() =>
    expect(useToasts.getState().toasts.map((toast) => toast.description)).toContain(
      'Only a submitted verification can be verified or rejected',
    ),
  )
  await waitFor(() => expect(within(queue()).queryByRole('article', { name: 'Dr. Peter Kamau' })).toBeNull())
})

it('searches all professionals by name and state, with the date last checked', async () => {
  await openAdmin()
  const all = screen.getByRole('region', { name: 'All professionals' })
  const rows = () => within(all).getAllByRole('listitem')
  await waitFor(() => expect(rows().length).toBeGreaterThan(2))

  fireEvent.change(within(all).getByLabelText('Name or username'), { target: { value: 'amina' } })
  fireEvent.click(within(all).getByRole('button', { name: 'Search' }))
  await waitFor(() => expect(rows()).toHaveLength(1))
  expect(rows()[0]!.textContent).toMatch(/Dr\. Amina Odhiambo@dr_amina · ListedVerifiedLast checked /)

  fireEvent.change(within(all).getByLabelText('Name or username'), { target: { value: '' } })
  fireEvent.click(within(all).getByRole('button', { name: 'Search' }))
  fireEvent.change(within(all).getByLabelText('State'), { target: { value: 'submitted' } })
  await waitFor(() => expect(rows()).toHaveLength(2))
  expect(rows().map((row) => row.textContent)).toEqual([
    'Grace Wanjiru@wanjiru_m · ListedWaiting for a checkNever checked',
    'Dr. Peter Kamau@dr_kamau · ListedWaiting for a checkNever checked',
  ])
})

it('sends a person or a professional who opens /admin home, and a visitor to sign in', async () => {
  signInAs('user')
  const asUser = renderApp('/admin')
  await waitFor(() => expect(asUser.router.state.location.pathname).toBe('/'))
  asUser.unmount()

  signInAs('professional')
  const asProfessional = renderApp('/admin')
  await waitFor(() => expect(asProfessional.router.state.location.pathname).toBe('/'))
  asProfessional.unmount()

  await signOut()
  const asVisitor = renderApp('/admin')
  await waitFor(() => expect(asVisitor.router.state.location.pathname).toBe('/auth'))
})

it('gives an admin the Admin and Account links, and no My sessions', async () => {
  await openAdmin()
  const header = screen.getByRole('banner')
  expect(within(header).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin')
  expect(within(header).getByRole('link', { name: 'Account' })).toBeTruthy()
  expect(within(header).queryByRole('link', { name: /My sessions/ })).toBeNull()
  expect(within(header).queryByRole('link', { name: 'Dashboard' })).toBeNull()
})

it('speaks Swahili', async () => {
  await activateLocale('sw')
  signInAs('admin')
  renderApp('/admin')
  expect(await screen.findByRole('heading', { level: 1, name: 'Usimamizi' })).toBeTruthy()
  const grace = await screen.findByRole('article', { name: 'Grace Wanjiru' })
  expect(within(grace).getByRole('button', { name: 'Thibitisha' })).toBeTruthy()
  expect(within(grace).getByRole('button', { name: 'Kataa' })).toBeTruthy()
})
