import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { insert, store } from '../../../mocks/store'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'
import { readStoredCopy } from '../../test/stored-copies'
import { notificationsKey } from './queries'

afterEach(async () => {
  await signOut()
})

/** A message of the person's in-app list, as the mocks' notification engine writes it. */
function message(userId: number, event: string, createdAt: string) {
  return insert('notifications', {
    userId,
    channel: 'app',
    event,
    subject: `booking:${createdAt}`,
    bookingId: 1,
    language: 'en',
    state: 'sent',
    text: null,
    scheduledAt: createdAt,
    createdAt,
    readAt: null,
  })
}

it('shows the unread count on the bell in the header and in the menu', async () => {
  const { userId } = signInAs('user')
  message(userId, 'accepted', '2026-11-20T08:00:00.000Z')
  message(userId, 'reminder24h', '2026-11-21T08:00:00.000Z')
  const { router } = renderApp('/')
  const bell = await screen.findByRole('link', { name: 'Notifications (2 unread)' }, { timeout: 10_000 })
  expect(bell.getAttribute('href')).toBe('/notifications')
  // A message arriving meanwhile counts from the next page the person opens (no timer polls).
  message(userId, 'declined', '2026-11-22T08:00:00.000Z')
  await router.navigate({ to: '/blog' })
  expect(await screen.findByRole('link', { name: 'Notifications (3 unread)' }, { timeout: 10_000 })).toBeTruthy()
  // The menu's code arrives just after the first render; until then its button is disabled.
  await waitFor(
    () => expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false'),
    {
      timeout: 10_000,
    },
  )
  const button = screen.getByRole('button', { name: 'Menu' })
  fireEvent.click(button)
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!
  const menuLink = await within(panel).findByRole(
    'link',
    { name: /^Notifications\s*\(3 unread\)$/ },
    { timeout: 10_000 },
  )
  expect(menuLink.getAttribute('href')).toBe('/notifications')
  expect(menuLink.textContent).toContain('3')
})

it("lists the person's messages newest first as discreet sentences with their links, marks them read and keeps a copy on the device", async () => {
  const { userId } = signInAs('user')
  const other = store.users.find((user) => user.id !== userId)!
  message(other.id, 'declined', '2026-11-22T08:00:00.000Z')
  message(userId, 'accepted', '2026-11-20T08:00:00.000Z')
  message(userId, 'reminder1h', '2026-11-21T08:00:00.000Z')
  renderApp('/notifications')
  expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 10_000 })).toBeTruthy()
  const items = await screen.findAllByRole('article', {}, { timeout: 10_000 })
  expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual([
    expect.stringMatching(/^(New: )?Reminder: your session is in 1 hour\.$/),
    expect.stringMatching(/^(New: )?Your session request was accepted\.$/),
  ])
  expect(within(items[0]!).getByRole('link', { name: 'My sessions' }).getAttribute('href')).toBe('/my-sessions')
  expect(screen.queryByText('Your session request was declined.')).toBeNull()
  await waitFor(() =>
    expect(store.notifications.filter((row) => row.userId === userId && row.readAt === null)).toEqual([]),
  )
  await waitFor(async () => expect((await readStoredCopy(notificationsKey))?.data).toBeTruthy())
})

it('says so when there is nothing yet, and links a professional to the dashboard', async () => {
  const { userId } = signInAs('professional')
  renderApp('/notifications')
  expect(await screen.findByText(/No notifications yet/, {}, { timeout: 10_000 })).toBeTruthy()
  await signOut()
  signInAs('professional')
  message(userId, 'newRequest', '2026-11-20T08:00:00.000Z')
  renderApp('/notifications')
  const [item] = await screen.findAllByRole('article', {}, { timeout: 10_000 })
  expect(within(item!).getByText('You have new session requests.')).toBeTruthy()
  expect(within(item!).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/professional/dashboard')
})

it("says a new message arrived, never a word of it, and links to that booking's thread", async () => {
  const { userId } = signInAs('user')
  message(userId, 'message', '2026-11-20T08:00:00.000Z')
  renderApp('/notifications')
  const [item] = await screen.findAllByRole('article', {}, { timeout: 10_000 })
  expect(item!.querySelector('p')!.textContent).toMatch(/^(New: )?You have a new message\.$/)
  expect(within(item!).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages/1')
})
