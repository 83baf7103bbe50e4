import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { store } from '../../../mocks/store'
import { OUTBOX_CHANNEL } from '../../lib/outbox/outbox-events'
import { addToOutbox, outboxEntries } from '../../lib/outbox/outbox-store'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'

afterEach(signOut)

// A logout made offline cleared the device and queued the server's side. The next start online
// finds that session still open (no Background Sync came first): once the queued logout has ended
// it, the page must not go on showing its owner signed in.
it('signs a page out once the logout queued offline has ended the session it started with', async () => {
  const { userId } = signInAs('user')
  const sessions = store.sessions.length
  await addToOutbox({ route: 'logout' }, '', userId)
  // What the page stored for its owner before the logout went out.
  await storeCopy(['account'], { username: 'demo_user', phone: '+254712345678' }, true)
  renderApp('/')

  expect(await screen.findByRole('link', { name: 'Login' }, { timeout: 10_000 })).toBeTruthy()
  expect(screen.queryByRole('link', { name: /My sessions/ })).toBeNull()
  expect(store.sessions.length).toBe(sessions - 1)
  expect(await outboxEntries()).toEqual([])
  await waitFor(async () => expect((await readStoredCopy(['user']))?.data ?? null).toBeNull())
  await waitFor(async () => expect(await readStoredCopy(['account'])).toBeUndefined())
  // Signed out as they asked, not told their session expired.
  expect(screen.queryByText('Session expired')).toBeNull()
})

it('signs a page out when its person logs out in another tab, without saying the session expired', async () => {
  const { userId } = signInAs('user')
  await storeCopy(['account'], { username: 'demo_user', phone: '+254712345678' }, true)
  renderApp('/')
  await screen.findByRole('link', { name: /My sessions/ }, { timeout: 10_000 })

  // The other tab's logout (clear-personal-data.ts) tells every tab; this one listens once it has loaded.
  const otherTab = new BroadcastChannel(OUTBOX_CHANNEL)
  await waitFor(
    () => {
      otherTab.postMessage({ type: 'logged-out', owner: userId })
      expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy()
    },
    { timeout: 10_000, interval: 200 },
  )
  otherTab.close()
  await waitFor(async () => expect(await readStoredCopy(['account'])).toBeUndefined())
  expect(screen.queryByText('Session expired')).toBeNull()
})
