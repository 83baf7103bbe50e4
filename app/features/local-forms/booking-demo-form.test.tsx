import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { instantOf } from '../../../api/contract/time'
import { CHOSEN_TIME_KEY } from '../../lib/chosen-time'
import { activateLocale } from '../../lib/i18n'
import { useToasts } from '../../lib/toasts'
import { swahili } from '../../test/read-po'
import { recordRequests, stopRecording } from '../../test/record-requests'
import {
  descriptionOf,
  fillIn,
  isDisabled,
  openLandingSection,
  renderLandingSection,
  type Scope,
} from './local-form-test-helpers'

afterEach(stopRecording)

const shownToast = () => useToasts.getState().toasts.find((item) => item.open)
const openDemo = () => openLandingSection('Book a Session', 'Appointment Type')
const privacyBox = (demo: Scope) => demo.getByRole('checkbox', { name: /^I have read and agree to the Privacy Policy/ })
const submitButton = (demo: Scope) => demo.getByRole('button', { name: 'Find professionals for this time' })

it('offers every option of section 5, with East Africa Time chosen', async () => {
  const demo = await openDemo()
  const optionsOf = (label: string) =>
    [...(demo.getByLabelText(label) as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.textContent)
  expect(optionsOf('Appointment Type')).toEqual([
    'Individual Therapy',
    'Couples Counseling',
    'Addiction Support',
    'Teen & Adolescent Counseling',
    'Career Coaching',
  ])
  expect(optionsOf('Session Type')).toEqual(['Video Session', 'Phone Call', 'Text Chat', 'In-Person'])
  expect(optionsOf('Location')).toEqual([
    'Nairobi, Kenya',
    'Mombasa, Kenya',
    'Kisumu, Kenya',
    'Nakuru, Kenya',
    'Other location',
  ])
  expect(optionsOf('Time Zone')).toEqual([
    'East Africa Time (GMT+3)',
    'Central Africa Time (GMT+2)',
    'West Africa Time (GMT+1)',
  ])
  expect((demo.getByLabelText('Time Zone') as HTMLSelectElement).value).toBe('EAT')
  expect(demo.getByLabelText('Notes (optional)').getAttribute('rows')).toBe('3')
  expect(demo.getByLabelText('Date').getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
})

it('keeps the submit button disabled until the privacy box is ticked', async () => {
  const demo = await openDemo()
  expect(isDisabled(submitButton(demo))).toBe(true)
  fireEvent.click(privacyBox(demo))
  expect(isDisabled(submitButton(demo))).toBe(false)
  fireEvent.click(privacyBox(demo))
  expect(isDisabled(submitButton(demo))).toBe(true)
})

it('says what is missing, beside each field', async () => {
  const demo = await openDemo()
  fireEvent.click(privacyBox(demo))
  fireEvent.click(submitButton(demo))
  await waitFor(() => expect(descriptionOf(demo, 'Appointment Type')).toBe('Please choose a type of appointment'))
  expect(descriptionOf(demo, 'Session Type')).toBe('Please select a session type')
  expect(descriptionOf(demo, 'Location')).toBe('Please choose a location')
  expect(descriptionOf(demo, 'Date')).toBe('Please select a date')
  expect(descriptionOf(demo, 'Time')).toBe('Please select a time')
  expect(descriptionOf(demo, 'Notes (optional)')).toBe('')
})

it('sends nothing, keeps the chosen start on the device and opens the directory filtered by what maps onto it', async () => {
  const { section: demo, router } = await renderLandingSection('Book a Session', 'Appointment Type')
  const requests = recordRequests()
  fillIn(demo, 'Appointment Type', 'couples')
  fillIn(demo, 'Session Type', 'chat')
  fillIn(demo, 'Location', 'kisumu')
  fillIn(demo, 'Time Zone', 'WAT')
  fillIn(demo, 'Date', '2099-01-15')
  fillIn(demo, 'Time', '14:30')
  fireEvent.click(privacyBox(demo))
  fireEvent.click(submitButton(demo))

  await waitFor(() => expect(router.state.location.hash).toBe('directory'))
  expect(router.state.location.search).toEqual({ specialty: 'family', location: 'kenya' })
  expect(localStorage.getItem(CHOSEN_TIME_KEY)).toBe(instantOf('2099-01-15', '14:30', 'Africa/Lagos').toISOString())
  expect(shownToast()).toMatchObject({
    title: 'Kept on this device only',
    description: 'Nothing was sent. Choose a professional: your date and time are filled in when you press Book Now.',
  })
  // What reaches the server is the directory's own read, with the two filters: nothing of the form.
  await waitFor(() => expect(requests.length).toBeGreaterThan(0))
  expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(
    requests.map(() => 'GET /api/professionals'),
  )
  expect(requests.at(-1)!.query).toMatchObject({ specialty: 'family', location: 'kenya' })
})

it('says the same in Swahili', async () => {
  await activateLocale('sw')
  const { section: demo, router } = await renderLandingSection('Weka Miadi ya Kipindi', 'Aina ya Miadi')
  fillIn(demo, 'Aina ya Miadi', 'individual')
  fillIn(demo, 'Aina ya Kipindi', 'video')
  fillIn(demo, 'Mahali', 'other')
  fillIn(demo, 'Tarehe', '2099-01-15')
  fillIn(demo, 'Saa', '09:00')
  fireEvent.click(demo.getByRole('checkbox', { name: /^Nimesoma na ninakubali/ }))
  fireEvent.click(demo.getByRole('button', { name: swahili('Find professionals for this time') }))
  await waitFor(() => expect(router.state.location.hash).toBe('directory'))
  expect(router.state.location.search).toEqual({})
  expect(shownToast()).toMatchObject({
    title: swahili('Kept on this device only'),
    description: swahili(
      'Nothing was sent. Choose a professional: your date and time are filled in when you press Book Now.',
    ),
  })
})
