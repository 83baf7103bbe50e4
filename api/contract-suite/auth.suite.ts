import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { PASSWORD, registerProfessional, registerUser, uniqueWord, type Account } from './accounts'
import { createClient } from './client'

describe('auth: register, login, current user, logout', () => {
  let user: Account

  beforeAll(async () => {
    user = await registerUser()
  }, 30_000)

  it('answers 401 to GET /api/user without a session', async () => {
    const error = await createClient().fails('currentUser', 401)
    expect(error.message).not.toBe('')
  })

  it('registers a user with 201, without a title, and signs them in at once', async () => {
    expect(user.user).toEqual({ id: user.user.id, username: user.username, role: 'user' })
    expect(await user.client.ok('currentUser')).toEqual(user.user)
  })

  it('registers a professional with their title and signs them in', async () => {
    const professional = await registerProfessional('Art Therapist')
    expect(professional.user).toMatchObject({
      username: professional.username,
      role: 'professional',
      title: 'Art Therapist',
    })
    expect(await professional.client.ok('currentUser')).toEqual(professional.user)
  })

  it('keeps each client in its own session', async () => {
    const other = await registerUser()
    expect((await user.client.ok('currentUser')).username).toBe(user.username)
    expect((await other.client.ok('currentUser')).username).toBe(other.username)
    await createClient().fails('currentUser', 401)
  })

  it('refuses a taken username with 409, whatever its case', async () => {
    const body = { username: user.username, password: PASSWORD, role: 'user' } as const
    expect((await createClient().fails('register', 409, { body })).message).toBe(messages.usernameTaken)
    const upper = { ...body, username: user.username.toUpperCase() }
    expect((await createClient().fails('register', 409, { body: upper })).message).toBe(messages.usernameTaken)
  })

  it('refuses a username that differs only in the case of a non-ASCII letter', async () => {
    const username = uniqueWord('Émile')
    await createClient().ok('register', { body: { username, password: PASSWORD, role: 'user' } })
    const body = { username: username.toLowerCase(), password: PASSWORD, role: 'user' }
    expect((await createClient().fails('register', 409, { body })).message).toBe(messages.usernameTaken)
  })

  it('creates one account when the same username is registered 5 times at once', async () => {
    const body = { username: uniqueWord('race'), password: PASSWORD, role: 'user' }
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => createClient().call('register', { body })))
    expect(replies.map((reply) => reply.status).sort((a, b) => a - b)).toEqual([201, 409, 409, 409, 409])
  })

  it('logs in with the right password and answers the user', async () => {
    const client = createClient()
    expect(await client.ok('login', { body: { username: user.username, password: PASSWORD } })).toEqual(user.user)
    expect(await client.ok('currentUser')).toEqual(user.user)
  })

  it('issues a new session cookie at login', async () => {
    const client = createClient()
    await client.ok('login', { body: { username: user.username, password: PASSWORD } })
    const first = client.jar.header()
    await client.ok('login', { body: { username: user.username, password: PASSWORD } })
    expect(client.jar.header()).not.toBeNull()
    expect(client.jar.header()).not.toBe(first)
  })

  it('answers 401 with the same message for a wrong password and an unknown username', async () => {
    const wrong = await createClient().fails('login', 401, {
      body: { username: user.username, password: 'wrong-password' },
    })
    const unknown = await createClient().fails('login', 401, {
      body: { username: uniqueWord('nobody'), password: PASSWORD },
    })
    expect(wrong.message).toBe(messages.invalidCredentials)
    expect(unknown.message).toBe(messages.invalidCredentials)
  })

  it('does not sign in after a failed login', async () => {
    const client = createClient()
    await client.fails('login', 401, { body: { username: user.username, password: 'wrong-password' } })
    await client.fails('currentUser', 401)
  })

  it('logs out with 204, after which the user is gone; logging in again works', async () => {
    const client = createClient()
    await client.ok('login', { body: { username: user.username, password: PASSWORD } })
    await client.ok('logout')
    await client.fails('currentUser', 401)
    await client.ok('login', { body: { username: user.username, password: PASSWORD } })
    expect(await client.ok('currentUser')).toEqual(user.user)
  })

  it('answers 204 to a logout without a session', async () => {
    await createClient().ok('logout')
  })
})
