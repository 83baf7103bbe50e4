import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, OWN_AUDIT_LIMIT, type AuditEvent } from '../contract/schemas/audit'
import { BOOKING_STATUSES } from '../contract/schemas/bookings'
import { PASSWORD, registerProfessional, registerUser } from './accounts'
import { book, setStatus } from './booking-requests'
import { createClient, type Client } from './client'

const eventsOf = (client: Client) => client.ok('myAudit')
const actionsOf = async (client: Client) => (await eventsOf(client)).map((event) => event.action)
const signIn = (client: Client, username: string, password = PASSWORD) =>
  client.call('login', { body: { username, password } })

/** What an event may say besides ids: a fixed word, never a text someone typed. */
function expectNoFreeText(events: AuditEvent[], ...texts: string[]): void {
  const words: readonly string[] = [...BOOKING_STATUSES]
  for (const event of events) {
    expect(AUDIT_ACTIONS).toContain(event.action)
    if (event.detail !== null) expect(words).toContain(event.detail)
  }
  const json = JSON.stringify(events)
  for (const text of texts) expect(json).not.toContain(text)
}

describe('audit: the person sees their own security events (GET /api/me/audit)', () => {
  it('records sign-in, a failed sign-in on the account and sign-out, newest first', async () => {
    const { user, username } = await registerUser()
    const laptop = createClient()
    expect((await signIn(laptop, username, 'not-my-password')).status).toBe(401)
    expect((await signIn(laptop, username)).status).toBe(200)
    await laptop.ok('logout')
    const phone = createClient()
    await signIn(phone, username)
    const events = await eventsOf(phone)
    expect(events.map((event) => event.action)).toEqual(['signIn', 'signOut', 'signIn', 'signInFailed'])
    expect(events[3]).toMatchObject({ actorId: null, actorRole: null, targetType: null, targetId: null, detail: null })
    expect(events[2]).toMatchObject({ actorId: user.id, actorRole: 'user', targetType: null, detail: null })
    const ids = events.map((event) => event.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const times = events.map((event) => Date.parse(event.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(Date.now() - times[0]!).toBeLessThan(60_000)
    expectNoFreeText(events, 'not-my-password', PASSWORD, username)
  })

  it("never shows one person's events to another", async () => {
    const [first, second] = [await registerUser(), await registerUser()]
    expect((await signIn(createClient(), first.username, 'wrong-password')).status).toBe(401)
    await signIn(createClient(), first.username)
    expect(await actionsOf(second.client)).toEqual([])
    expect(await actionsOf(first.client)).toEqual(['signIn', 'signInFailed'])
  })

  it('shows the last 50 events only', async () => {
    const { client, username } = await registerUser()
    const other = createClient()
    for (let round = 0; round < OWN_AUDIT_LIMIT / 2 + 1; round++) {
      await signIn(other, username)
      await other.ok('logout')
    }
    const events = await eventsOf(client)
    expect(events).toHaveLength(OWN_AUDIT_LIMIT)
    expect(events[0]!.action).toBe('signOut')
  })

  it('answers 401 signed out', async () => {
    await createClient().fails('myAudit', 401)
  })
})

describe('audit: care events on bookings', () => {
  it("records the professional's notes written (once per request, not per replay), status changes and the client's cancel", async () => {
    const [professional, client] = [await registerProfessional(), await registerUser()]
    const booking = await book(client.client, professional.professionalId, { notes: 'Request note text' })
    const saveNotes = () =>
      professional.client.ok('saveSessionNotes', {
        params: { bookingId: booking.id },
        body: { professionalNotes: 'Private session note text' },
        headers: { 'Idempotency-Key': `audit-notes-${booking.id}-once` },
      })
    await saveNotes()
    await saveNotes()
    await setStatus(professional.client, booking.id, 'confirmed', { joinInstructions: 'Join link text' })
    await client.client.ok('cancelMyBooking', {
      params: { bookingId: booking.id },
      body: { status: 'cancelled', reason: 'Cancel reason text' },
    })
    const target = { targetType: 'booking', targetId: booking.id }
    const professionalEvents = await eventsOf(professional.client)
    expect(professionalEvents.slice(0, 2)).toMatchObject([
      { action: 'bookingStatusChanged', ...target, detail: 'confirmed', actorId: professional.user.id },
      { action: 'notesWritten', ...target, detail: null, actorRole: 'professional' },
    ])
    expect(professionalEvents.filter((event) => event.action === 'notesWritten')).toHaveLength(1)
    const [cancelled] = await eventsOf(client.client)
    expect(cancelled).toMatchObject({
      action: 'bookingStatusChanged',
      ...target,
      detail: 'cancelled',
      actorId: client.user.id,
    })
    expectNoFreeText(
      [...professionalEvents, ...(await eventsOf(client.client))],
      'Request note text',
      'Private session note text',
      'Join link text',
      'Cancel reason text',
    )
  })

  it('records reading a list that carries session notes once per reader within 15 minutes', async () => {
    const [professional, client] = [await registerProfessional(), await registerUser()]
    const booking = await book(client.client, professional.professionalId)
    await professional.client.ok('myBookings')
    expect(await actionsOf(professional.client)).not.toContain('notesRead')
    await professional.client.ok('saveSessionNotes', {
      params: { bookingId: booking.id },
      body: { professionalNotes: 'A note' },
    })
    await professional.client.ok('myBookings')
    await professional.client.ok('myBookings', { query: { status: 'pending' } })
    const reads = (await eventsOf(professional.client)).filter((event) => event.action === 'notesRead')
    expect(reads).toHaveLength(1)
    expect(reads[0]).toMatchObject({ actorId: professional.user.id, targetType: null, targetId: null })
  })
})
