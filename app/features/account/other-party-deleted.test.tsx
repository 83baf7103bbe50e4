import { screen, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { deleteAccount } from '../../../mocks/account-deletion'
import { findUserByUsername } from '../../../mocks/repo'
import { activateLocale } from '../../lib/i18n'
import { renderApp } from '../../test/render-app'
import { readPo } from '../../test/read-po'
import { signInAs, signOut } from '../../test/sign-in'

afterEach(signOut)

// What the other party sees once a person deleted their account (docs/product.md#15-trust).

const swahili = (english: string) => readPo('sw').find((entry) => entry.msgid === english)!.msgstr

it("shows a deleted client as 'Deleted account' on the dashboard, with the cancellation's reason, in Swahili too", async () => {
  deleteAccount(findUserByUsername(demoAccounts.user.username)!)
  signInAs('professional')
  const { unmount } = renderApp('/professional/dashboard')
  const past = within(await screen.findByRole('region', { name: 'Past Sessions' }, { timeout: 10_000 }))
  const cancelled = await past.findAllByText('Cancelled because the person who booked deleted their account.')
  const card = cancelled[0]!.closest('article')!
  expect(within(card).getByRole('heading').textContent).toBe('Deleted account')
  unmount()

  await activateLocale('sw')
  renderApp('/professional/dashboard')
  const pastSw = within(await screen.findByRole('region', { name: 'Vipindi Vilivyopita' }, { timeout: 10_000 }))
  const reasons = await pastSw.findAllByText(swahili('Cancelled because the person who booked deleted their account.'))
  expect(within(reasons[0]!.closest('article')!).getByRole('heading').textContent).toBe('Akaunti iliyofutwa')
})

it("shows a deleted professional as 'Deleted account' in My sessions, without a page or initials to go with it", async () => {
  deleteAccount(findUserByUsername(demoAccounts.professional.username)!)
  await activateLocale('sw')
  signInAs('user')
  renderApp('/my-sessions')
  const cards = await screen.findAllByRole('article', {}, { timeout: 10_000 })
  for (const card of cards) {
    expect(within(card).getByRole('heading').textContent).toBe('Akaunti iliyofutwa')
    const links = within(card).queryAllByRole('link', { hidden: true })
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('/professionals/'))).toEqual([])
    expect(within(card).queryByText('DA')).toBeNull()
  }
  expect(screen.getAllByText('Imeghairiwa kwa sababu mtaalamu amefuta akaunti yake.').length).toBeGreaterThan(0)
})
