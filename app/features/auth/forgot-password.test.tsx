import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { store } from '../../../mocks/store'
import { activateLocale } from '../../lib/i18n'
import { renderApp } from '../../test/render-app'
import { keepSessionCookies, signOut } from '../../test/sign-in'

afterEach(signOut)

const demoUser = () => store.users.find((row) => row.username === demoAccounts.user.username)!
const sentCode = () => /\b(\d{6})\b/.exec(store.notifications.at(-1)?.text ?? '')?.[1]

/** Types into the reset form's field of this label (the login form beside it has a Username too). */
function fill(section: string, label: string, value: string) {
  const form = within(screen.getByRole('region', { name: section }))
  fireEvent.change(form.getByLabelText(label), { target: { value } })
}

async function openForgotPassword() {
  const view = renderApp('/auth')
  fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }, { timeout: 10_000 }))
  return view
}

it('sends a code to the verified phone, then the code and a new password sign the person in', async () => {
  Object.assign(demoUser(), { phone: '+254712345678', phoneConsent: true, phoneVerified: true })
  keepSessionCookies()
  const { router } = await openForgotPassword()
  expect(screen.getByText(/ask the platform's support/)).toBeTruthy()
  fill('Reset your password', 'Username', demoAccounts.user.username)
  fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }))
  expect(await screen.findByText(/a code is on its way to it by SMS/)).toBeTruthy()
  fill('Reset your password', 'Code from the SMS', '000000' === sentCode() ? '111111' : '000000')
  fill('Reset your password', 'New password', 'fresh-password-1')
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
  expect(await screen.findAllByText('This code is wrong, used or expired. Please ask for a new one.')).not.toHaveLength(
    0,
  )
  fill('Reset your password', 'Code from the SMS', sentCode()!)
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(demoUser().password).toBe('fresh-password-1')
})

it('answers an unknown name as any other, and says so in Swahili', async () => {
  await activateLocale('sw')
  renderApp('/auth')
  fireEvent.click(await screen.findByRole('button', { name: 'Umesahau nenosiri?' }, { timeout: 10_000 }))
  fill('Badilisha nenosiri lako', 'Jina la mtumiaji', 'nobody_here')
  fireEvent.click(screen.getByRole('button', { name: 'Nitumie nambari' }))
  expect(await screen.findByText(/ujumbe mfupi/)).toBeTruthy()
  expect(screen.getByLabelText('Nambari kutoka kwenye SMS')).toBeTruthy()
  await activateLocale('en')
})
