import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { recordRequests, stopRecording } from '../../test/record-requests'
import { descriptionOf, fillIn, isDisabled, openLandingSection, type Scope } from './local-form-test-helpers'

afterEach(stopRecording)

const openDemo = () => openLandingSection('Book a Session', 'Appointment Type')
const privacyBox = (demo: Scope) => demo.getByRole('checkbox', { name: /^I have read and agree to the Privacy Policy/ })
const submitButton = (demo: Scope) => demo.getByRole('button', { name: 'Submit demo booking' })

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

it('keeps a complete demo booking on the device, books nothing and calls no /api', async () => {
  const demo = await openDemo()
  const requests = recordRequests()
  fillIn(demo, 'Appointment Type', 'couples')
  fillIn(demo, 'Session Type', 'chat')
  fillIn(demo, 'Location', 'kisumu')
  fillIn(demo, 'Time Zone', 'WAT')
  fillIn(demo, 'Date', '2099-01-15')
  fillIn(demo, 'Time', '14:30')
  fireEvent.click(privacyBox(demo))
  fireEvent.click(submitButton(demo))

  expect(await demo.findByText('Kept on this device only')).toBeTruthy()
  for (const kept of ['Couples Counseling', 'Text Chat', 'Kisumu, Kenya']) expect(demo.getByText(kept)).toBeTruthy()
  expect(demo.getByText('15 Jan 2099, 14:30 · West Africa Time (GMT+1)')).toBeTruthy()
  expect(demo.getByText(/No session is booked: this demo sends nothing/)).toBeTruthy()
  expect(demo.getAllByRole('link', { name: 'directory' }).map((link) => link.getAttribute('href'))).toContain(
    '/#directory',
  )
  expect(requests).toEqual([])

  fireEvent.click(demo.getByRole('button', { name: 'Close' }))
  expect(((await demo.findByLabelText('Appointment Type')) as HTMLSelectElement).value).toBe('')
  expect((demo.getByLabelText('Time Zone') as HTMLSelectElement).value).toBe('EAT')
  expect(isDisabled(submitButton(demo))).toBe(true)
})
