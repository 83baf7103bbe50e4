import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { initialLocale } from '../lib/i18n'
import { renderApp } from '../test/render-app'

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
