import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { format, messages } from '../../../api/contract/messages'
import { PENDING_LIMIT_RETRY_AFTER_SECONDS } from '../../../api/domain/bookings/pending-requests'
import { setMockLimits } from '../../../mocks/limits'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { signInAs, signOut } from '../../test/sign-in'
import { flushOutbox } from './flush-outbox'
import { OUTBOX_CHANNEL } from './outbox-events'
import { addToOutbox, clearOutbox, outboxEntries, pageOutbox, unsentCount } from './outbox-store'
import { retryPendingCount } from './outbox-table'

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

function bookingFor(professionalId: number) {
  return {
    route: 'createBooking',
    body: { professionalId, sessionDate: inAWeek, sessionTime: '10:00', sessionType: 'Chat' },
  } as const
}

const firstProfessionalId = () => store.professionals[0]!.id
/** The demo professional, with whom the demo user already has pending requests. */
const demoProfessionalId = () =>
  store.professionals.find(
    (row) => store.users.find((user) => user.id === row.userId)?.username === demoAccounts.professional.username,
  )!.id

afterEach(signOut)

describe('flushOutbox', () => {
  it('sends the signed-in owner’s booking once and forgets it', async () => {
    const { userId } = signInAs('user')
    const before = store.bookings.length
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-sent-once-1', userId)

    await flushOutbox(pageOutbox)
    await flushOutbox(pageOutbox)

    expect(store.bookings.length).toBe(before + 1)
    expect(await outboxEntries()).toEqual([])
  })

  it('replays with the same key, so a booking the server already took is not made twice', async () => {
    const { userId } = signInAs('user')
    const before = store.bookings.length
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-replayed-1', userId)
    await flushOutbox(pageOutbox)
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-replayed-1', userId)
    await flushOutbox(pageOutbox)

    expect(store.bookings.length).toBe(before + 1)
  })

  it('leaves another person’s entry unsent, waiting for its owner to sign in', async () => {
    const { userId } = signInAs('user')
    const before = store.bookings.length
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-other-owner', userId + 1000)

    await flushOutbox(pageOutbox)

    expect(store.bookings.length).toBe(before)
    expect((await outboxEntries()).map((entry) => entry.state)).toEqual(['sign-in'])
  })

  it('keeps the entry for a sign-in when the server answers 401', async () => {
    const { userId } = signInAs('user')
    server.use(
      http.post('*/api/bookings', () =>
        HttpResponse.json({ message: 'Please log in to book a session' }, { status: 401 }),
      ),
    )
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-unauthorised', userId)

    await flushOutbox(pageOutbox)

    expect((await outboxEntries()).map((entry) => entry.state)).toEqual(['sign-in'])
  })

  it('marks a refused booking as failed with the server’s message', async () => {
    const { userId } = signInAs('user')
    await addToOutbox(bookingFor(999_999), 'key-refused-1', userId)

    await flushOutbox(pageOutbox)

    const [entry] = await outboxEntries()
    expect(entry).toMatchObject({ state: 'failed', serverMessage: 'Professional not found', attempts: 1 })
  })

  it.each([
    ['a 503', () => HttpResponse.json({ message: 'busy' }, { status: 503 })],
    ['no answer', () => HttpResponse.error()],
  ])('after %s tries again later, not before the backoff', async (_, answer) => {
    const { userId } = signInAs('user')
    server.use(http.post('*/api/bookings', answer))
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-retried-1', userId)
    const started = Date.now()

    await flushOutbox(pageOutbox)
    const [entry] = await outboxEntries()
    expect(entry).toMatchObject({ state: 'waiting', attempts: 1 })
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(started + 2_000)

    await flushOutbox(pageOutbox)
    expect((await outboxEntries())[0]!.attempts).toBe(1)
  })

  it('holds a booking refused for too many pending requests with the reason, and sends it once a place is free', async () => {
    const { userId } = signInAs('user')
    const professionalId = demoProfessionalId()
    const pendingWith = () =>
      store.bookings.filter(
        (row) => row.userId === userId && row.professionalId === professionalId && row.status === 'pending',
      )
    setMockLimits({ pendingRequestsPerProfessional: pendingWith().length })
    await addToOutbox(bookingFor(professionalId), 'key-held-1', userId)
    const started = Date.now()

    await flushOutbox(pageOutbox)
    const [held] = await outboxEntries()
    expect(held).toMatchObject({
      state: 'held',
      attempts: 1,
      serverMessage: format(messages.pendingRequestsPerProfessional, { count: String(pendingWith().length) }),
    })
    expect(held!.nextAttemptAt).toBeGreaterThanOrEqual(started + PENDING_LIMIT_RETRY_AFTER_SECONDS * 1000)
    // Not tried again before Retry-After; still counted as unsent (logout asks), but Background Sync
    // is not asked to come back for an answer it already had.
    await flushOutbox(pageOutbox)
    expect((await outboxEntries())[0]!.attempts).toBe(1)
    expect([await unsentCount(userId), await retryPendingCount(pageOutbox)]).toEqual([1, 0])

    pendingWith()[0]!.status = 'declined'
    const before = store.bookings.length
    await flushOutbox(pageOutbox, { ignoreBackoff: true })
    expect(await outboxEntries()).toEqual([])
    expect(store.bookings.length).toBe(before + 1)
  })

  it('forgets the held reason when a later attempt gets no answer', async () => {
    const { userId } = signInAs('user')
    server.use(http.post('*/api/bookings', () => HttpResponse.json({ message: 'Slow down' }, { status: 429 })))
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-held-2', userId)
    await flushOutbox(pageOutbox)
    expect((await outboxEntries())[0]).toMatchObject({ state: 'held', serverMessage: 'Slow down' })

    server.use(http.post('*/api/bookings', () => HttpResponse.error()))
    await flushOutbox(pageOutbox, { ignoreBackoff: true })
    const [entry] = await outboxEntries()
    expect(entry).toMatchObject({ state: 'waiting', attempts: 2 })
    expect(entry).not.toHaveProperty('serverMessage')
  })

  it('sends at once on a reconnect that comes while a flush within the backoff runs', async () => {
    const { userId } = signInAs('user')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let tries = 0
    server.use(
      http.post('*/api/bookings', async () => {
        tries += 1
        if (tries > 1) return undefined
        await held
        return HttpResponse.error()
      }),
    )
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-reconnect-1', userId)
    const onTimer = flushOutbox(pageOutbox)
    await vi.waitFor(() => expect(tries).toBe(1))
    const onReconnect = flushOutbox(pageOutbox, { ignoreBackoff: true })
    release()
    await Promise.all([onTimer, onReconnect])
    expect(await outboxEntries()).toEqual([])
  })

  it('sends nothing more of a person’s writes once they logged out during the flush and someone else signed in', async () => {
    const { userId } = signInAs('user')
    const later = { ...bookingFor(firstProfessionalId()).body, sessionTime: '11:00' }
    await addToOutbox(bookingFor(firstProfessionalId()), 'key-switch-1', userId)
    await addToOutbox({ route: 'createBooking', body: later }, 'key-switch-2', userId)
    const sent: string[] = []
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST') sent.push(request.headers.get('Idempotency-Key') ?? '')
    }
    server.events.on('request:start', record)
    server.use(
      http.post('*/api/bookings', async () => {
        // While the first is on its way, the person logs out (their outbox goes) and another signs in.
        await clearOutbox(userId)
        signInAs('professional')
        return HttpResponse.json({ message: 'taken' }, { status: 201 })
      }),
    )

    await flushOutbox(pageOutbox)

    server.events.removeListener('request:start', record)
    expect(sent).toEqual(['key-switch-1'])
  })

  it('sends session notes with their key', async () => {
    const { userId } = signInAs('professional')
    const booking = store.bookings.find(
      (row) => store.professionals.find((p) => p.id === row.professionalId)?.userId === userId,
    )!
    await addToOutbox(
      { route: 'saveSessionNotes', params: { bookingId: booking.id }, body: { professionalNotes: 'Queued text' } },
      'key-notes-1',
      userId,
    )

    await flushOutbox(pageOutbox)

    expect(store.sessionNotes.find((note) => note.bookingId === booking.id)?.text).toBe('Queued text')
    expect(await outboxEntries()).toEqual([])
  })
})

describe('a logout queued offline', () => {
  const sessionCookie = () => document.cookie.match(/wellness\.sid=([^;]+)/)?.[1] ?? null

  it('ends its owner’s session on the server once sent, is forgotten, and tells the pages it ended, not that something was sent', async () => {
    const { userId } = signInAs('professional')
    const sessionId = sessionCookie()
    await addToOutbox({ route: 'logout' }, '', userId)
    const sent = vi.fn()
    const channel = new BroadcastChannel(OUTBOX_CHANNEL)
    channel.onmessage = sent

    await flushOutbox(pageOutbox)

    expect(store.sessions.some((session) => session.id === sessionId)).toBe(false)
    expect(await outboxEntries()).toEqual([])
    expect(await unsentCount(userId)).toBe(0)
    channel.close()
    expect(sent.mock.calls.map(([event]) => (event as MessageEvent).data)).toEqual([
      { type: 'logged-out', owner: userId },
    ])
  })

  it('is dropped, not sent, when someone else is signed in now (a sign-in replaced that session)', async () => {
    const { userId } = signInAs('user')
    const sessionId = sessionCookie()
    await addToOutbox({ route: 'logout' }, '', userId + 1000)

    await flushOutbox(pageOutbox)

    expect(store.sessions.some((session) => session.id === sessionId)).toBe(true)
    expect(await outboxEntries()).toEqual([])
  })

  it('waits for the network when the server cannot be reached', async () => {
    const { userId } = signInAs('professional')
    server.use(http.post('*/api/logout', () => HttpResponse.error()))
    await addToOutbox({ route: 'logout' }, '', userId)

    await flushOutbox(pageOutbox)

    expect((await outboxEntries()).map(({ route, state, attempts }) => ({ route, state, attempts }))).toEqual([
      { route: 'logout', state: 'waiting', attempts: 1 },
    ])
  })
})
