import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { fill, recordPosts } from './auth-test-helpers'

/** The language on screen and the device's zone (happy-dom's is UTC) go with every registration. */
const device = { language: 'en', timezone: 'UTC' }

const posted = recordPosts('/api/register')
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
/** Types into a control without leaving it, as happens right before a tap on the submit button. */
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

async function openRegister() {
  const view = renderApp('/auth')
  fireEvent.click(await screen.findByRole('tab', { name: 'Register' }, { timeout: 10_000 }))
  await screen.findByLabelText('Confirm Password')
  return view
}

it('sends on the first tap once the confirmation is fixed after "Passwords do not match"', async () => {
  const { router } = await openRegister()
  fill('Username', 'two_tap_person')
  fill('Password', 'secret-123')
  fill('Confirm Password', 'secret-124')
  expect(await screen.findByText('Passwords do not match')).toBeTruthy()
  type('Confirm Password', 'secret-123')
  type('Account Type', 'user')
  submit()
  await waitFor(() =>
    expect(posted).toEqual([{ username: 'two_tap_person', password: 'secret-123', role: 'user', ...device }]),
  )
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

it('shows every field error at once, the mismatch beside the username and title ones', async () => {
  await openRegister()
  fill('Username', 'ab')
  fill('Password', 'secret-123')
  fill('Confirm Password', 'secret-124')
  type('Account Type', 'professional')
  await screen.findByLabelText('Professional Title')
  submit()
  expect(await screen.findByText('Please select your professional title')).toBeTruthy()
  expect(screen.getByText('Passwords do not match')).toBeTruthy()
  expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy()
  expect(posted).toEqual([])
})
