import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { store } from '../../../mocks/store'
import { activateLocale } from '../../lib/i18n'
import { useToasts } from '../../lib/toasts'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

beforeEach(() => useToasts.setState({ toasts: [] }))
afterEach(signOut)

const demoUser = () => store.users.find((row) => row.username === demoAccounts.user.username)!
const phoneField = () => screen.findByLabelText('Phone number (optional)', {}, { timeout: 10_000 })
const consent = () => screen.getByLabelText('Share my phone number with professionals for sessions they confirm')
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))
// The phone's own form: Delete my account, further down, has a 'Your password' of its own.
const phoneForm = () => within(screen.getByLabelText('Phone number (optional)').closest('form')!)
const password = () => phoneForm().getByLabelText('Your password')
const asksPassword = () => phoneForm().queryByLabelText('Your password') !== null
const typePassword = (value: string) => fireEvent.change(password(), { target: { value } })
/** What the password field's description reads out: its hint and its error. */
const passwordNote = () =>
  (password().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

it('shows who is signed in and saves a phone number, with consent, as E.164', async () => {
  signInAs('user')
  renderApp('/account')
  fireEvent.change(await phoneField(), { target: { value: '0712 345 678' } })
  fireEvent.click(consent())
  typePassword(demoAccounts.user.password)
  expect(screen.getByText('demo_user')).toBeTruthy()
  save()
  expect(await screen.findByText('Account saved')).toBeTruthy()
  expect(demoUser()).toMatchObject({ phone: '+254712345678', phoneConsent: true })
  await waitFor(async () => expect(((await phoneField()) as HTMLInputElement).value).toBe('+254712345678'))
})

it('asks for the consent with a number, refuses a number that is none, and sends nothing', async () => {
  signInAs('user')
  renderApp('/account')
  const phone = await phoneField()
  fireEvent.change(phone, { target: { value: '0712 345 678' } })
  save()
  expect(await screen.findByText('Please agree to share your phone number, or leave it empty')).toBeTruthy()
  fireEvent.change(phone, { target: { value: '999' } })
  fireEvent.blur(phone)
  expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy()
  expect(demoUser().phone ?? null).toBeNull()
})

it('asks for the password with a new number, shows a wrong one under it, and saves nothing without the right one', async () => {
  signInAs('user')
  renderApp('/account')
  const phone = await phoneField()
  expect(asksPassword()).toBe(false)
  fireEvent.change(phone, { target: { value: '0712 345 678' } })
  fireEvent.click(consent())
  expect(password().getAttribute('autocomplete')).toBe('current-password')
  save()
  await waitFor(() => expect(passwordNote()).toContain('Please enter your password to change your phone number'))
  typePassword('not-my-password')
  save()
  await waitFor(() => expect(passwordNote()).toContain('The password is not correct'))
  expect(demoUser().phone ?? null).toBeNull()
})

it('asks no password to keep the number or to remove it', async () => {
  Object.assign(demoUser(), { phone: '+254712345678', phoneConsent: true })
  signInAs('user')
  renderApp('/account')
  const phone = await phoneField()
  await waitFor(() => expect((phone as HTMLInputElement).value).toBe('+254712345678'))
  expect(asksPassword()).toBe(false)
  fireEvent.change(phone, { target: { value: '' } })
  expect(asksPassword()).toBe(false)
  save()
  expect(await screen.findByText('Account saved')).toBeTruthy()
  expect(demoUser()).toMatchObject({ phone: null, phoneConsent: false })
})

it('is there for a professional too, linked from the header', async () => {
  signInAs('professional')
  const { router } = renderApp('/professional/dashboard')
  const links = await screen.findAllByRole('link', { name: 'Account' }, { timeout: 10_000 })
  fireEvent.click(links[0]!)
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
  expect(await screen.findByText('dr_amina')).toBeTruthy()
})

const ownWords = {
  professional:
    'Kept with your account: clients do not see it. To give a client a number for a session, write it in the joining instructions when you accept. Add the country code if it is not a Kenyan number, e.g. +234 802 123 4567.',
  admin:
    'Kept with your account and shown to no one else. Add the country code if it is not a Kenyan number, e.g. +234 802 123 4567.',
}

for (const role of ['professional', 'admin'] as const) {
  it(`tells ${role === 'admin' ? 'an admin' : 'a professional'} their number is kept with the account, in words of their own`, async () => {
    const { userId } = signInAs(role)
    // The test admin is made without a password: it needs one for a new number.
    const row = store.users.find((user) => user.id === userId)!
    row.password ??= 'test-admin-password'
    renderApp('/account')
    const phone = await phoneField()
    expect(screen.getByText(ownWords[role])).toBeTruthy()
    expect(screen.queryByText(/For your professional to reach you/)).toBeNull()
    fireEvent.change(phone, { target: { value: '0712 345 678' } })
    save()
    expect(
      await screen.findByText('Please agree to keep your phone number with your account, or leave it empty'),
    ).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Keep my phone number with my account'))
    typePassword(row.password!)
    save()
    expect(await screen.findByText('Account saved')).toBeTruthy()
  })
}

it('sends a signed-out visitor to sign in first', async () => {
  const { router } = renderApp('/account')
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
})

it('speaks Swahili', async () => {
  await activateLocale('sw')
  signInAs('user')
  renderApp('/account')
  expect(await screen.findByRole('heading', { name: 'Akaunti Yako' }, { timeout: 10_000 })).toBeTruthy()
})
