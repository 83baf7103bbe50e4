import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../api/fixtures/demo'
import { messages } from '../../api/contract/messages'
import { addDays, todayIn } from '../../api/contract/time'
import { resetStore, store } from '../store'
import { handlers } from '.'

async function call(method: string, path: string, cookie: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Cookie: cookie }
  if (key) headers['Idempotency-Key'] = key
  const request = new Request(`http://localhost${path}`, { method, headers, body: JSON.stringify(body) })
  const response = (await getResponse(handlers, request))!
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, response }
}

async function signIn(username: string, password: string): Promise<string> {
  const reply = await call('POST', '/api/login', '', { username, password })
  return reply.response.headers.getSetCookie()[0]!.split(';')[0]!
}

const tomorrow = () => addDays(todayIn('Africa/Nairobi'), 1)

describe('Idempotency-Key', () => {
  let user: string
  let professional: string
  let request: Record<string, unknown>

  beforeEach(async () => {
    resetStore()
    user = await signIn(demoAccounts.user.username, demoAccounts.user.password)
    professional = await signIn(demoAccounts.professional.username, demoAccounts.professional.password)
    const professionalId = store.professionals[0]!.id
    request = { sessionDate: tomorrow(), sessionTime: '07:15', sessionType: 'Chat', professionalId }
  })

  it('replays a booking request once made, whatever the key order, creating nothing', async () => {
    const first = await call('POST', '/api/bookings', user, request, 'outbox-0001')
    const count = store.bookings.length
    const reordered = Object.fromEntries(Object.entries(request).reverse())
    const again = await call('POST', '/api/bookings', user, reordered, 'outbox-0001')
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.json).toEqual(first.json)
    expect(store.bookings).toHaveLength(count)
  })

  it('answers 422 to the same key with another body, and scopes keys to their user', async () => {
    await call('POST', '/api/bookings', user, request, 'outbox-0002')
    const other = await call('POST', '/api/bookings', user, { ...request, sessionTime: '07:30' }, 'outbox-0002')
    expect(other).toMatchObject({ status: 422, json: { message: messages.idempotencyKeyReused } })
    const anotherUser = await call('POST', '/api/register', '', {
      username: 'kofi',
      password: 'secret-1',
      role: 'user',
    })
    const kofi = anotherUser.response.headers.getSetCookie()[0]!.split(';')[0]!
    expect((await call('POST', '/api/bookings', kofi, request, 'outbox-0002')).status).toBe(201)
  })

  it('does not spend a key on a refused request', async () => {
    const past = { ...request, sessionDate: addDays(todayIn('Africa/Nairobi'), -1) }
    expect((await call('POST', '/api/bookings', user, past, 'outbox-0003')).status).toBe(400)
    expect((await call('POST', '/api/bookings', user, request, 'outbox-0003')).status).toBe(201)
  })

  it('replays notes with the booking as it is now, and binds the key to the booking id', async () => {
    const notes = { professionalNotes: 'First draft' }
    const saved = await call('PATCH', '/api/me/professional/bookings/1/notes', professional, notes, 'notes-0001')
    expect(saved).toMatchObject({ status: 200, json: { id: 1, professionalNotes: 'First draft' } })
    await call('PATCH', '/api/me/professional/bookings/1/notes', professional, { professionalNotes: 'Edited' })
    const replay = await call('PATCH', '/api/me/professional/bookings/1/notes', professional, notes, 'notes-0001')
    expect(replay).toMatchObject({ status: 200, json: { id: 1, professionalNotes: 'Edited' } })
    const elsewhere = await call('PATCH', '/api/me/professional/bookings/2/notes', professional, notes, 'notes-0001')
    expect(elsewhere.status).toBe(422)
  })
})
