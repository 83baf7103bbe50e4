import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
import { storeCopy as keepAnswer } from './copy-keeper'
import { addToOutbox, outboxEntries } from '../outbox/outbox-store'
import { clearPersonalData, forgetQueuedLogouts } from './clear-personal-data'

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

    await clearPersonalData({ endSessionOf: null })

    expect(await readStoredCopy(['bookings', 'pending'])).toBeUndefined()
    expect(await readStoredCopy(['professionals', {}])).toBeDefined()
    expect((await readStoredCopy(['user']))?.data).toBeNull()
    expect(await outboxEntries()).toEqual([])
  })

  // An answer that came in just before the logout is stored a moment after it (the keeper loads
  // lazily): it must not bring the signed-out person's data back onto the device.
  it('keeps no personal answer that came in before the logout and is stored after it', async () => {
    const queryClient = new QueryClient()
    const unread = ['notifications', 'unread']
    queryClient.setQueryData(unread, 1)
    const answeredBefore = queryClient.getQueryCache().find({ queryKey: unread })!
    await new Promise((resolve) => setTimeout(resolve, 2))

    await clearPersonalData({ endSessionOf: 3 })
    await keepAnswer('personal', answeredBefore, 1)

    expect(await readStoredCopy(unread)).toBeUndefined()
    queryClient.setQueryData(unread, 0)
    await keepAnswer('personal', queryClient.getQueryCache().find({ queryKey: unread })!, 0)
    expect(await readStoredCopy(unread)).toEqual({ personal: true, data: 0 })
  })

  it('queues the logout for the server after emptying the outbox, when the session could not be ended', async () => {
    await addToOutbox(notes, 'key-notes', 3)

    await clearPersonalData({ endSessionOf: 3 })

    expect((await outboxEntries()).map(({ route, owner, state }) => ({ route, owner, state }))).toEqual([
      { route: 'logout', owner: 3, state: 'waiting' },
    ])
  })

  it('forgets a queued logout after a sign-in, keeping the writes', async () => {
    await clearPersonalData({ endSessionOf: 3 })
    await addToOutbox(notes, 'key-notes', 3)

    await forgetQueuedLogouts()

    expect((await outboxEntries()).map((entry) => entry.route)).toEqual(['saveSessionNotes'])
  })
})
