import { fireEvent, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { activateLocale } from '../lib/i18n'
import { refreshSaveData, SAVE_DATA_KEY } from '../lib/save-data/save-data'
import { renderApp } from '../test/render-app'
import { signInAs } from '../test/sign-in'

it('turns Save data on from the footer, says it is on, and remembers it on the device', async () => {
  renderApp('/crisis-resources')
  // Once the page's own code is in: until then the layout may suspend and draw the footer anew, and a
  // click on the footer drawn first would reach a switch no longer on the page (seen once in CI).
  await screen.findByRole('heading', { level: 1, name: 'Crisis Resources' }, { timeout: 10_000 })
  const footer = async () => screen.findByRole('contentinfo')
  const toggle = async () => within(await footer()).getByRole<HTMLInputElement>('switch', { name: 'Save data' })
  expect((await toggle()).checked).toBe(false)
  expect(within(await footer()).queryByText(/Save data is on/)).toBeNull()

  fireEvent.click(await toggle())

  expect((await toggle()).checked).toBe(true)
  expect(within(await footer()).getByText(/Save data is on/)).toBeTruthy()
  expect(localStorage.getItem(SAVE_DATA_KEY)).toBe('1')
})

it('offers Save data on /account, in Swahili too, and turns it off there', async () => {
  localStorage.setItem(SAVE_DATA_KEY, '1')
  refreshSaveData()
  signInAs('user')
  await activateLocale('sw')
  renderApp('/account')
  const section = await screen.findByRole('region', { name: 'Matumizi ya data kwenye kifaa hiki' }, { timeout: 10_000 })
  const toggle = within(section).getByRole<HTMLInputElement>('switch', { name: 'Okoa data' })
  expect(toggle.checked).toBe(true)

  fireEvent.click(toggle)

  expect(toggle.checked).toBe(false)
  expect(localStorage.getItem(SAVE_DATA_KEY)).toBe('0')
  expect(screen.queryByText(/Kuokoa data kumewashwa/)).toBeNull()
})
