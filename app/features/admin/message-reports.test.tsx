import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { DEFAULT_LIMITS } from '../../../api/contract/limits'
import { postMessage, reportMessage } from '../../../api/domain/messages/thread'
import { findUserByUsername } from '../../../mocks/repo'
import { store } from '../../../mocks/store'
import { memoryThreadStore } from '../../../mocks/stores/thread-store'
import { activateLocale } from '../../lib/i18n'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

afterEach(() => signOut())

/** One party writes in the demo booking's thread and the other reports it, through the shared use cases. */
async function reported(from: 'user' | 'professional', text: string, reason: string | null, at: string) {
  const sender = findUserByUsername(demoAccounts[from].username)!
  const reporter = findUserByUsername(demoAccounts[from === 'user' ? 'professional' : 'user'].username)!
  const bookingId = store.bookings.find((row) => row.status === 'pending')!.id
  const now = new Date(at)
  const post = { userId: sender.id, bookingId, text, limits: DEFAULT_LIMITS, now }
  const message = await postMessage(memoryThreadStore(sender), post)
  const report = { userId: reporter.id, bookingId, messageId: message.id, reason, now: new Date(+now + 60_000) }
  await reportMessage(memoryThreadStore(reporter), report)
}

const section = () => screen.getByRole('region', { name: 'Reported messages' })

it('lists each reported message newest first: its sender, its words as plain text, the reason, when sent and reported', async () => {
  await reported('user', 'Call me <b>now</b> <img src=x onerror="alert(1)">', null, '2026-11-20T07:00:00.000Z')
  await reported('professional', 'Pay me outside the platform.', 'Asked for money', '2026-11-21T09:30:00.000Z')
  localStorage.setItem('wellness.timezone', 'Africa/Nairobi')
  signInAs('admin')
  renderApp('/admin')

  await screen.findByRole('article', { name: 'Message from Dr. Amina Odhiambo' }, { timeout: 10_000 })
  const articles = within(section()).getAllByRole('article')
  expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
    'Message from Dr. Amina Odhiambo',
    'Message from demo_user',
  ])
  const [fromProfessional, fromClient] = articles as [HTMLElement, HTMLElement]
  expect(within(fromProfessional).getByText('Pay me outside the platform.')).toBeTruthy()
  expect(within(fromProfessional).getByText('Asked for money')).toBeTruthy()
  expect(within(fromProfessional).getByText('21 Nov 2026, 12:30')).toBeTruthy()
  expect(within(fromProfessional).getByText('21 Nov 2026, 12:31')).toBeTruthy()

  expect(within(fromClient).getByText('Call me <b>now</b> <img src=x onerror="alert(1)">')).toBeTruthy()
  expect(fromClient.querySelector('b, img')).toBeNull()
  expect(within(fromClient).getByText('No reason given')).toBeTruthy()
})

it('marks a report handled: it moves after those still to handle and says when it was handled', async () => {
  await reported('user', 'First words', null, '2026-11-20T07:00:00.000Z')
  await reported('professional', 'Second words', null, '2026-11-21T09:30:00.000Z')
  signInAs('admin')
  renderApp('/admin')

  const newest = await screen.findByRole('article', { name: 'Message from Dr. Amina Odhiambo' }, { timeout: 10_000 })
  expect(within(section()).getAllByRole('button', { name: 'Mark as handled' })).toHaveLength(2)
  fireEvent.click(within(newest).getByRole('button', { name: 'Mark as handled' }))

  const handled = await within(section()).findByText(/^Handled\b/, {}, { timeout: 10_000 })
  const articles = within(section()).getAllByRole('article')
  expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
    'Message from demo_user',
    'Message from Dr. Amina Odhiambo',
  ])
  expect(articles[1]!.contains(handled)).toBe(true)
  expect(within(articles[1]!).queryByRole('button', { name: 'Mark as handled' })).toBeNull()
  expect(Number.isNaN(Date.parse(handled.querySelector('time')!.dateTime))).toBe(false)
  expect(within(articles[0]!).getByRole('button', { name: 'Mark as handled' })).toBeTruthy()
})

it('says when nothing was reported, in Swahili too', async () => {
  signInAs('admin')
  renderApp('/admin')
  expect(
    await within(await screen.findByRole('region', { name: 'Reported messages' })).findByText('No reported messages'),
  ).toBeTruthy()
  await signOut()

  await activateLocale('sw')
  signInAs('admin')
  renderApp('/admin')
  expect(await screen.findByText('Hakuna jumbe zilizoripotiwa')).toBeTruthy()
})
