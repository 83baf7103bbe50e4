import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { addDays, todayIn } from '../../../../api/contract/time'
import { setLicenceClock } from '../../../../mocks/licence-clock'
import { store } from '../../../../mocks/store'
import { activateLocale } from '../../../lib/i18n'
import { useToasts } from '../../../lib/toasts'
import { renderApp } from '../../../test/render-app'
import { recordRequests, stopRecording } from '../../../test/record-requests'
import { signInAs } from '../../../test/sign-in'

const PDF_TEXT = '%PDF-1.4\n%licence\n%%EOF\n'
const pdf = () => new File([PDF_TEXT], 'licence.pdf', { type: 'application/pdf' })

let professionalId: number
const demoCheck = () => store.verifications.find((row) => row.professionalId === professionalId)!

beforeEach(() => {
  signInAs('professional')
  professionalId = store.professionals.find((professional) => professional.fullName === 'Dr. Amina Odhiambo')!.id
})
afterEach(() => {
  stopRecording()
  setLicenceClock(null)
})

/** The demo professional as if they had never sent anything. */
function neverSent() {
  store.verifications = store.verifications.filter((row) => row.professionalId !== professionalId)
}

async function openTab(name = 'Verification') {
  renderApp('/professional/dashboard')
  fireEvent.click(await screen.findByRole('tab', { name }))
  return screen.findByRole('tabpanel')
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const chooseFile = (file: File) => fireEvent.change(field('Your licence (optional)'), { target: { files: [file] } })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send for checking' }))
const puts = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.method === 'PUT')
const aYearFromNow = () => addDays(todayIn('Africa/Nairobi'), 365)

it('sends the licence details with the file as a data URL, then says it waits for a check', async () => {
  neverSent()
  const requests = recordRequests()
  renderApp('/professional/dashboard')
  fireEvent.click(await screen.findByRole('button', { name: 'Verify your licence' }))
  const panel = await screen.findByRole('tabpanel')
  expect(await within(panel).findByRole('heading', { name: 'Not verified yet' })).toBeTruthy()

  choose('Country', 'KE')
  choose('Regulator', 'ke-cpb')
  choose('Registration or licence number', 'CPB-2291')
  const expiry = aYearFromNow()
  choose('Licence expiry date', expiry)
  chooseFile(pdf())
  send()

  expect(await within(panel).findByRole('heading', { name: 'Waiting for a check' })).toBeTruthy()
  expect(puts(requests)[0]?.body).toEqual({
    regulator: 'ke-cpb',
    regulatorName: null,
    registrationNumber: 'CPB-2291',
    licenceExpiresOn: expiry,
    document: `data:application/pdf;base64,${btoa(PDF_TEXT)}`,
  })
  expect(useToasts.getState().toasts.map((toast) => toast.title)).toContain('Sent for checking')
  expect(within(panel).getByText('Counsellors and Psychologists Board (Kenya)')).toBeTruthy()
  const download = within(panel).getByRole('link', { name: 'Download the file you sent' })
  expect(download.getAttribute('href')).toBe('/api/me/professional/verification/document')
  expect(demoCheck()).toMatchObject({ state: 'submitted', registrationNumber: 'CPB-2291' })
  expect(screen.queryByRole('button', { name: 'Verify your licence' })).toBeNull()
})

it("offers only the chosen country's regulators, and asks a name for Other", async () => {
  neverSent()
  const requests = recordRequests()
  await openTab()
  choose('Country', 'UG')
  const regulators = within(field('Regulator'))
    .getAllByRole('option')
    .map((option) => option.textContent)
  expect(regulators).toEqual([
    'Choose the body that licensed you',
    'Uganda Medical and Dental Practitioners Council',
    'Allied Health Professionals Council',
    'Uganda Nurses and Midwives Council',
    'Other (not in this list)',
  ])
  choose('Regulator', 'ug-other')
  choose('Registration or licence number', 'UG-77')
  choose('Licence expiry date', aYearFromNow())
  send()

  expect(await screen.findByText('Please enter the name of the body that licensed you')).toBeTruthy()
  expect(field('Name of the regulator').getAttribute('aria-invalid')).toBe('true')
  expect(puts(requests)).toEqual([])

  choose('Name of the regulator', 'Uganda Counselling Association')
  send()
  await screen.findByRole('heading', { name: 'Waiting for a check' })
  expect(puts(requests)[0]?.body).toMatchObject({
    regulator: 'ug-other',
    regulatorName: 'Uganda Counselling Association',
  })
})

it('refuses a file of another type or over 5MB on the device, before anything is sent', async () => {
  neverSent()
  const requests = recordRequests()
  await openTab()
  chooseFile(new File(['plain text'], 'licence.txt', { type: 'text/plain' }))
  expect(await screen.findByText('Please choose a PDF, JPEG or PNG file')).toBeTruthy()
  chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' }))
  expect(await screen.findByText('The file should not exceed 5MB')).toBeTruthy()

  choose('Country', 'KE')
  choose('Regulator', 'ke-cpb')
  choose('Registration or licence number', 'CPB-2291')
  choose('Licence expiry date', aYearFromNow())
  send()
  await waitFor(() => expect(field('Your licence (optional)').getAttribute('aria-invalid')).toBe('true'))
  expect(puts(requests)).toEqual([])
})

it("shows the server's refusal of an expiry date already past beside the date", async () => {
  neverSent()
  await openTab()
  choose('Country', 'KE')
  choose('Regulator', 'ke-cpb')
  choose('Registration or licence number', 'CPB-2291')
  choose('Licence expiry date', addDays(todayIn('Africa/Nairobi'), -1))
  send()
  const message = 'This licence has already expired. Please enter the expiry date of your current licence.'
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0))
  expect(field('Licence expiry date').getAttribute('aria-invalid')).toBe('true')
  expect(store.verifications.find((row) => row.professionalId === professionalId)).toBeUndefined()
})

it('shows the verified details, and starts the form from them for a renewal', async () => {
  const panel = await openTab()
  expect(await within(panel).findByRole('heading', { name: 'Verified' })).toBeTruthy()
  expect(within(panel).getByText(demoCheck().registrationNumber)).toBeTruthy()
  expect(within(panel).getByText('Checked on')).toBeTruthy()
  expect(field('Registration or licence number').value).toBe(demoCheck().registrationNumber)
  expect(field('Regulator').value).toBe(demoCheck().regulator)
  expect(
    within(panel).getByText(/New details, or a change of your full name, take the Verified badge away/),
  ).toBeTruthy()
})

it("shows a rejection's reason, above the tabs and in the tab", async () => {
  Object.assign(demoCheck(), { state: 'rejected', reason: 'The number is not on the register.' })
  renderApp('/professional/dashboard')
  expect(
    await screen.findByText(
      "Your licence details were not accepted. The administrator's reason: The number is not on the register.",
    ),
  ).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Send corrected details' }))
  const panel = await screen.findByRole('tabpanel')
  expect(await within(panel).findByRole('heading', { name: 'Not accepted' })).toBeTruthy()
  expect(within(panel).getByText("The administrator's reason: The number is not on the register.")).toBeTruthy()
})

it('says the badge is gone once the licence has expired in its country', async () => {
  Object.assign(demoCheck(), { licenceExpiresOn: '2027-03-31' })
  setLicenceClock(new Date('2027-03-31T21:00:00Z')) // midnight in Nairobi: the 31st has ended
  renderApp('/professional/dashboard')
  expect(
    await screen.findByText(
      'Your licence expired on 31 Mar 2027: the Verified badge is gone until you send your renewed licence.',
    ),
  ).toBeTruthy()
  const panel = await openTabFromNotice()
  expect(await within(panel).findByRole('heading', { name: 'Expired' })).toBeTruthy()
})

async function openTabFromNotice() {
  fireEvent.click(screen.getByRole('button', { name: 'Send your renewed licence' }))
  return screen.findByRole('tabpanel')
}

it('reminds the professional from 30 days before the licence runs out', async () => {
  const expiresOn = addDays(todayIn('Africa/Nairobi'), 20)
  Object.assign(demoCheck(), { licenceExpiresOn: expiresOn })
  renderApp('/professional/dashboard')
  expect(await screen.findByText(/^Your licence expires on .*\. Send your renewed licence before then/)).toBeTruthy()
  const panel = await openTabFromNotice()
  expect(await within(panel).findByText(/Your licence expires soon/)).toBeTruthy()
})

it('sends no reminder while more than 30 days are left', async () => {
  Object.assign(demoCheck(), { licenceExpiresOn: addDays(todayIn('Africa/Nairobi'), 40) })
  const panel = await openTab()
  expect(await within(panel).findByRole('heading', { name: 'Verified' })).toBeTruthy()
  expect(screen.queryByText(/Your licence expires/)).toBeNull()
})

it('says offline that sending needs a connection, and holds the button', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  try {
    await openTab()
    expect(await screen.findByText(/You are offline\. Sending your licence details needs a connection/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Send for checking' }) as HTMLButtonElement).disabled).toBe(true)
  } finally {
    onLine.mockRestore()
  }
})

it('speaks Swahili', async () => {
  neverSent()
  await activateLocale('sw')
  const panel = await openTab('Uthibitisho')
  expect(await within(panel).findByRole('heading', { name: 'Bado hajathibitishwa' })).toBeTruthy()
  expect(within(panel).getByRole('button', { name: 'Tuma zikaguliwe' })).toBeTruthy()
  expect(within(panel).getByLabelText('Nambari ya usajili au leseni')).toBeTruthy()
})
