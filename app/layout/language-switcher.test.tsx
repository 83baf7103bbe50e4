import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { demoAccounts } from '../../api/fixtures/demo'
import { store } from '../../mocks/store'
import { activateLocale, initialLocale } from '../lib/i18n'
import { renderApp } from '../test/render-app'
import { signInAs, signOut } from '../test/sign-in'

it('switches the header to Swahili, sets <html lang> and remembers the choice', async () => {
  renderApp('/')
  expect(await screen.findAllByRole('link', { name: 'Get Help' })).not.toHaveLength(0)

  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'sw' } })

  await waitFor(() => expect(document.documentElement.lang).toBe('sw'))
  expect(await screen.findAllByRole('link', { name: 'Pata Msaada' })).not.toHaveLength(0)
  expect(screen.getAllByRole('link', { name: 'Msaada wa dharura' })).not.toHaveLength(0)
  expect((screen.getByLabelText('Lugha') as HTMLSelectElement).value).toBe('sw')
  expect(localStorage.getItem('wellness.locale')).toBe('sw')
  expect(initialLocale()).toBe('sw')
})

it("starts from the browser's language when nothing is remembered", () => {
  expect(initialLocale()).toBe(navigator.language.toLowerCase().startsWith('sw') ? 'sw' : 'en')
})

it("saves a signed-in person's switch of language on their account, for the messages sent to them", async () => {
  signInAs('user')
  renderApp('/account')
  const language = await screen.findByLabelText<HTMLSelectElement>('Language', {}, { timeout: 10_000 })
  await waitFor(() => expect(language.disabled).toBe(false))
  fireEvent.change(language, { target: { value: 'sw' } })
  const demoUser = store.users.find((row) => row.username === demoAccounts.user.username)!
  await waitFor(() => expect(demoUser.language).toBe('sw'))
  await signOut()
  await activateLocale('en')
})
