import { describe, expect, it } from 'vitest'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
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
