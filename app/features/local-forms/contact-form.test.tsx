import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { recordRequests, stopRecording } from '../../test/record-requests'
import { descriptionOf, fillIn, isDisabled, openLandingSection } from './local-form-test-helpers'

afterEach(stopRecording)

const openContact = () => openLandingSection('Contact Us', 'Name')
const consentBox = (contact: Awaited<ReturnType<typeof openContact>>) =>
  contact.getByRole('checkbox', { name: /^I have read and agree to the Privacy Policy/ })

it('enables Send Message only while the privacy consent is ticked', async () => {
  const contact = await openContact()
  const send = contact.getByRole('button', { name: 'Send Message' })
  expect(isDisabled(send)).toBe(true)
  expect(send.getAttribute('aria-describedby')).toBeTruthy()
  fireEvent.click(consentBox(contact))
  expect(isDisabled(send)).toBe(false)
  fireEvent.click(consentBox(contact))
  expect(isDisabled(send)).toBe(true)
})

it("says 'Required' and 'Invalid email' beside their fields", async () => {
  const contact = await openContact()
  fireEvent.click(consentBox(contact))
  fireEvent.click(contact.getByRole('button', { name: 'Send Message' }))
  await waitFor(() => expect(descriptionOf(contact, 'Name')).toBe('Required'))
  expect(contact.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
  expect(descriptionOf(contact, 'Email')).toBe('Required')
  expect(descriptionOf(contact, 'Message')).toBe('Required')
  await waitFor(() => expect(document.activeElement).toBe(contact.getByLabelText('Name')))

  fillIn(contact, 'Name', 'Achieng')
  fillIn(contact, 'Email', 'achieng@')
  await waitFor(() => expect(descriptionOf(contact, 'Email')).toBe('Invalid email'))
  expect(descriptionOf(contact, 'Name')).toBe('')
})

it('keeps a valid message on the device, says it was not sent and calls no /api', async () => {
  const contact = await openContact()
  const requests = recordRequests()
  fillIn(contact, 'Name', 'Achieng')
  fillIn(contact, 'Email', 'achieng@example.org')
  fillIn(contact, 'Inquiry Type', 'partnership')
  fillIn(contact, 'Message', 'Could we work together on a school programme?')
  fireEvent.click(consentBox(contact))
  fireEvent.click(contact.getByRole('button', { name: 'Send Message' }))

  expect(await contact.findByText('Kept on this device only')).toBeTruthy()
  expect(contact.getByText(/Your message was NOT sent: this form is not connected yet/)).toBeTruthy()
  expect(contact.getByRole('link', { name: 'Crisis Resources' }).getAttribute('href')).toBe('/crisis-resources')
  expect(requests).toEqual([])

  fireEvent.click(contact.getByRole('button', { name: 'Close' }))
  expect(((await contact.findByLabelText('Name')) as HTMLInputElement).value).toBe('')
  expect(isDisabled(contact.getByRole('button', { name: 'Send Message' }))).toBe(true)
})

it('promises a reply within 24 hours, gives the phone hours and a link to every crisis line', async () => {
  const contact = await openContact()
  expect(contact.getByText('We reply within 24 hours.')).toBeTruthy()
  expect(contact.getByText('Mon-Fri 8am-6pm EAT')).toBeTruthy()
  expect(contact.getByRole('link', { name: 'All crisis lines, other countries' }).getAttribute('href')).toBe(
    '/crisis-resources',
  )
})
