import { describe, expect, it } from 'vitest'
import { addToOutbox, outboxEntries } from '../outbox/outbox-store'
import { clearPersonalData, forgetQueuedLogouts } from './clear-personal-data'
import { readSnapshot, saveSnapshot } from './snapshots'
import { USER_SNAPSHOT_KEY } from './snapshot-keys'

const notes = { kind: 'notes', bookingId: 7, body: { professionalNotes: 'Private words' } } as const

describe('clearPersonalData', () => {
  it('forgets personal copies and the outbox, keeps the public copies, and stores the user as signed out', async () => {
    await saveSnapshot('dashboard:pending', ['a booking'], true)
    await saveSnapshot(USER_SNAPSHOT_KEY, { id: 3, username: 'dr_amina', role: 'professional' }, true)
    await saveSnapshot('directory:d', ['a professional'], false)
    await addToOutbox(notes, 'key-notes', 3)

    await clearPersonalData({ endSessionOf: null })

    expect(await readSnapshot('dashboard:pending')).toBeUndefined()
    expect(await readSnapshot('directory:d')).toBeDefined()
    expect((await readSnapshot(USER_SNAPSHOT_KEY))?.data).toBeNull()
    expect(await outboxEntries()).toEqual([])
  })

  it('queues the logout for the server after emptying the outbox, when the session could not be ended', async () => {
    await addToOutbox(notes, 'key-notes', 3)

    await clearPersonalData({ endSessionOf: 3 })

    expect((await outboxEntries()).map(({ kind, owner, state }) => ({ kind, owner, state }))).toEqual([
      { kind: 'logout', owner: 3, state: 'waiting' },
    ])
  })

  it('forgets a queued logout after a sign-in, keeping the writes', async () => {
    await clearPersonalData({ endSessionOf: 3 })
    await addToOutbox(notes, 'key-notes', 3)

    await forgetQueuedLogouts()

    expect((await outboxEntries()).map((entry) => entry.kind)).toEqual(['notes'])
  })
})
