import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
import { storeCopy as keepAnswer } from './copy-keeper'
import { OUTBOX_CHANNEL } from '../outbox/outbox-events'
import { addToOutbox, outboxEntries } from '../outbox/outbox-store'
import { clearPersonalData, forgetQueuedLogouts, unsentCount } from './clear-personal-data'

const notes = {
  route: 'saveSessionNotes',
  params: { bookingId: 7 },
  body: { professionalNotes: 'Private words' },
} as const

describe('clearPersonalData', () => {
  it('forgets personal copies and the outbox, keeps the public copies, and stores the user as signed out', async () => {
    await storeCopy(['bookings', 'pending'], ['a booking'], true)
    await storeCopy(['user'], { id: 3, username: 'dr_amina', role: 'professional' }, true)
    await storeCopy(['professionals', {}], ['a professional'], false)
    await addToOutbox(notes, 'key-notes', 3)

    await clearPersonalData({ owner: 3, sessionOpen: false })

    expect(await readStoredCopy(['bookings', 'pending'])).toBeUndefined()
    expect(await readStoredCopy(['professionals', {}])).toBeDefined()
    expect((await readStoredCopy(['user']))?.data).toBeNull()
    expect(await outboxEntries()).toEqual([])
  })

  // An answer is stored a moment after it arrives (the keeper loads lazily), and a request made
  // before the logout may be answered during or after its clean-up: neither may bring the
  // signed-out person's data back onto the device.
  it('keeps no personal answer to a request made before the logout, whenever it arrives', async () => {
    const queryClient = new QueryClient()
    const unread = ['notifications', 'unread']
    const pause = () => new Promise((resolve) => setTimeout(resolve, 2))
    const answer = (count: number) => {
      queryClient.setQueryData(unread, count)
      return queryClient.getQueryCache().find({ queryKey: unread })!
    }
    const askedBefore = Date.now()
    const answeredBefore = answer(1)
    await pause()

    await clearPersonalData({ owner: 3, sessionOpen: true })
    await pause()
    await keepAnswer('personal', answeredBefore, 1, askedBefore)
    expect(await readStoredCopy(unread)).toBeUndefined()
    await keepAnswer('personal', answer(2), 2, askedBefore)
    expect(await readStoredCopy(unread)).toBeUndefined()

    await keepAnswer('personal', answer(0), 0, Date.now())
    expect(await readStoredCopy(unread)).toEqual({ personal: true, data: 0 })
  })

  it('queues the logout for the server after emptying the outbox, when the session could not be ended', async () => {
    await addToOutbox(notes, 'key-notes', 3)

    await clearPersonalData({ owner: 3, sessionOpen: true })

    expect((await outboxEntries()).map(({ route, owner, state }) => ({ route, owner, state }))).toEqual([
      { route: 'logout', owner: 3, state: 'waiting' },
    ])
  })

  it('forgets a queued logout after a sign-in, keeping the writes', async () => {
    await clearPersonalData({ owner: 3, sessionOpen: true })
    await addToOutbox(notes, 'key-notes', 3)

    await forgetQueuedLogouts()

    expect((await outboxEntries()).map((entry) => entry.route)).toEqual(['saveSessionNotes'])
  })

  it("keeps another account's waiting writes on a shared phone, and counts only the owner's as lost", async () => {
    await addToOutbox(notes, 'key-notes-3', 3)
    await addToOutbox(notes, 'key-notes-4', 4)
    expect(await unsentCount(3)).toBe(1)

    await clearPersonalData({ owner: 3, sessionOpen: false })

    expect((await outboxEntries()).map(({ owner, idempotencyKey }) => ({ owner, idempotencyKey }))).toEqual([
      { owner: 4, idempotencyKey: 'key-notes-4' },
    ])
  })

  /** A logout in a browser whose service worker registration is `registration`. */
  async function logOutWith(registration: object): Promise<void> {
    const getRegistration = async () => registration
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { getRegistration } }),
    )
    try {
      await clearPersonalData({ owner: 3, sessionOpen: false })
    } finally {
      vi.unstubAllGlobals()
    }
  }

  it('forgets when the person last opened My sessions on this device, and only theirs', async () => {
    localStorage.setItem('wellness.my-sessions-seen.4', '2026-11-30T10:00:00.000Z')
    localStorage.setItem('wellness.my-sessions-seen.5', '2026-11-30T11:00:00.000Z')
    await clearPersonalData({ owner: 4, sessionOpen: false })
    expect(localStorage.getItem('wellness.my-sessions-seen.4')).toBeNull()
    expect(localStorage.getItem('wellness.my-sessions-seen.5')).toBe('2026-11-30T11:00:00.000Z')
  })

  it('takes the notifications this app shows off the screen, so the next person to pick up the phone sees none', async () => {
    const shown = [{ close: vi.fn() }, { close: vi.fn() }]
    await logOutWith({ getNotifications: async () => shown })
    for (const notification of shown) expect(notification.close).toHaveBeenCalled()
  })

  it("ends this browser's push subscription, so no push for the person reaches the phone after logout", async () => {
    const subscription = { unsubscribe: vi.fn(async () => true) }
    await logOutWith({ getNotifications: async () => [], pushManager: { getSubscription: async () => subscription } })
    expect(subscription.unsubscribe).toHaveBeenCalled()
  })

  it("tells the person's other tabs, so none goes on showing them signed in", async () => {
    const heard = vi.fn()
    const otherTab = new BroadcastChannel(OUTBOX_CHANNEL)
    otherTab.onmessage = heard

    await clearPersonalData({ owner: 3, sessionOpen: false })

    await vi.waitFor(() => expect(heard).toHaveBeenCalled())
    otherTab.close()
    expect(heard.mock.calls.map(([event]) => (event as MessageEvent).data)).toEqual([{ type: 'logged-out', owner: 3 }])
  })
})
