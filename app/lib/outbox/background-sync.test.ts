import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { signInAs, signOut } from '../../test/sign-in'
import { listenForOutboxSync } from './background-sync'
import { OUTBOX_SYNC_TAG } from './outbox-events'
import { addToOutbox, outboxEntries } from './outbox-store'

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

/** Fires one Background Sync event at a worker-like scope and returns what it waited for. */
function fireSync(tag: string): Promise<unknown> | undefined {
  let listener: ((event: Event & { tag: string; waitUntil: (promise: Promise<unknown>) => void }) => void) | undefined
  listenForOutboxSync({ addEventListener: (_type, added) => (listener = added) })
  let waited: Promise<unknown> | undefined
  listener!(Object.assign(new Event('sync'), { tag, waitUntil: (promise: Promise<unknown>) => (waited = promise) }))
  return waited
}

async function queueBooking(key: string): Promise<void> {
  const { userId } = signInAs('user')
  const booking = { professionalId: store.professionals[0]!.id, sessionDate: inAWeek, sessionTime: '11:00' }
  await addToOutbox({ route: 'createBooking', body: { ...booking, sessionType: 'Chat' } }, key, userId)
}

afterEach(signOut)

describe('Background Sync in the service worker', () => {
  it('sends the outbox when the browser says the network is back', async () => {
    await queueBooking('key-sync-sent')
    const before = store.bookings.length

    await fireSync(OUTBOX_SYNC_TAG)

    expect(store.bookings.length).toBe(before + 1)
    expect(await outboxEntries()).toEqual([])
  })

  it('fails the sync while the server is down, so the browser tries again later', async () => {
    await queueBooking('key-sync-retried')
    server.use(http.post('*/api/bookings', () => HttpResponse.json({ message: 'Down' }, { status: 503 })))

    await expect(fireSync(OUTBOX_SYNC_TAG)).rejects.toThrow('still to send')
    expect((await outboxEntries()).map((entry) => entry.state)).toEqual(['waiting'])
  })

  it('sends a queued Accept too, with its key', async () => {
    const { userId } = signInAs('professional')
    const session = { sessionDate: inAWeek, sessionTime: '09:00' }
    await addToOutbox(
      { route: 'updateBookingStatus', params: { bookingId: 1 }, body: { status: 'confirmed' }, session },
      'key-sync-status',
      userId,
    )
    await fireSync(OUTBOX_SYNC_TAG)
    expect(store.bookings.find((booking) => booking.id === 1)?.status).toBe('confirmed')
    expect(await outboxEntries()).toEqual([])
  })

  it('leaves other sync tags alone', () => {
    expect(fireSync('something-else')).toBeUndefined()
  })
})
