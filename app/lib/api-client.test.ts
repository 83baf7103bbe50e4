import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../api/fixtures/demo'
import { server } from '../../mocks/node'
import { callApi, getCurrentUser, HttpError, withQuery } from './api-client'

let sent: Request[] = []
const record = ({ request }: { request: Request }) => {
  sent.push(request.clone())
}

beforeEach(() => {
  sent = []
  server.events.on('request:start', record)
})
afterEach(() => {
  server.events.removeListener('request:start', record)
})

describe('callApi (docs/product.md#8-the-api)', () => {
  it('sends a JSON content type with a body, and none without one', async () => {
    const { username, password } = demoAccounts.user
    await callApi('login', { body: { username, password } })
    await callApi('logout')
    expect(sent.map((request) => request.headers.get('content-type'))).toEqual(['application/json', null])
    expect(await sent[0]!.json()).toEqual({ username, password })
  })

  it('always includes credentials', async () => {
    await getCurrentUser()
    await callApi('listProfessionals')
    expect(sent.map((request) => request.credentials)).toEqual(['include', 'include'])
  })

  it("turns a non-OK answer into an Error reading '{status}: {message}'", async () => {
    const failure = callApi('login', { body: { username: 'nobody', password: 'wrong-password' } })
    await expect(failure).rejects.toBeInstanceOf(Error)
    await expect(failure).rejects.toThrow('401: Invalid username or password')
    await expect(failure).rejects.toMatchObject({ status: 401, serverMessage: 'Invalid username or password' })
  })

  it('falls back to the raw text, then to the status text', async () => {
    server.use(
      http.get('*/api/professionals', () => new HttpResponse('Bad gateway upstream', { status: 502 }), { once: true }),
      http.get('*/api/professionals', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    )
    await expect(callApi('listProfessionals')).rejects.toThrow('502: Bad gateway upstream')
    await expect(callApi('listProfessionals')).rejects.toThrow('503: Service Unavailable')
  })

  it('keeps field errors for forms', async () => {
    const failure = callApi('register', { body: { username: 'dr_amina', password: 'secret-1', role: 'user' } })
    await expect(failure).rejects.toBeInstanceOf(HttpError)
    await expect(failure).rejects.toMatchObject({
      status: 409,
      fieldErrors: { username: 'This username is already taken' },
    })
  })

  it('turns the query object into a query string, dropping null and undefined', async () => {
    const list = await callApi('listProfessionals', {
      query: { q: null, language: 'swahili', limit: 2, location: undefined },
    })
    expect(new URL(sent[0]!.url).search).toBe('?language=swahili&limit=2')
    expect(list).toHaveLength(2)
    expect(withQuery('/api/x', { a: 0, b: '', c: null, d: false })).toBe('/api/x?a=0&b=&d=false')
  })

  it('fills path parameters', async () => {
    await expect(
      callApi('updateBookingStatus', { params: { bookingId: 999 }, body: { status: 'confirmed' } }),
    ).rejects.toThrow('401: Please log in to continue')
    expect(new URL(sent[0]!.url).pathname).toBe('/api/bookings/999')
  })

  it('resolves a bodiless 204 to undefined', async () => {
    await expect(callApi('logout')).resolves.toBeUndefined()
  })
})

describe('getCurrentUser', () => {
  it('gives null for a 401', async () => {
    await expect(getCurrentUser()).resolves.toBeNull()
  })

  it('gives the user when signed in', async () => {
    const user = { id: 7, username: 'demo_user', role: 'user' }
    server.use(http.get('*/api/user', () => HttpResponse.json(user)))
    await expect(getCurrentUser()).resolves.toEqual(user)
  })

  it('still throws other failures', async () => {
    server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })))
    await expect(getCurrentUser()).rejects.toThrow('500: Internal server error')
  })
})
