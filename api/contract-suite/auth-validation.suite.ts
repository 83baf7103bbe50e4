import { describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { PASSWORD, uniqueWord } from './accounts'
import { createClient } from './client'

type Case = { name: string; body: Record<string, unknown>; field: string; message: string }

const login = (body: Record<string, unknown>) => ({ username: 'someone', password: PASSWORD, ...body })

const loginCases: Case[] = [
  { name: 'a 2-character username', body: login({ username: 'ab' }), field: 'username', message: messages.usernameMin },
  { name: 'no username', body: { password: PASSWORD }, field: 'username', message: messages.usernameMin },
  {
    name: 'a 5-character password',
    body: login({ password: '12345' }),
    field: 'password',
    message: messages.passwordMin,
  },
  { name: 'no password', body: { username: 'someone' }, field: 'password', message: messages.passwordMin },
]

describe('auth: validation messages', () => {
  it.each(loginCases)('login refuses $name with the spec message', async ({ body, field, message }) => {
    const error = await createClient().fails('login', 400, { body })
    expect(error.message).toBe(message)
    expect(error.fieldErrors?.[field]).toBe(message)
  })

  const register = (body: Record<string, unknown>) => ({
    username: uniqueWord('reg'),
    password: PASSWORD,
    role: 'professional',
    title: 'Life Coach',
    ...body,
  })
  const registerCases: Case[] = [
    {
      name: 'a 2-character username',
      body: register({ username: 'ab' }),
      field: 'username',
      message: messages.usernameMin,
    },
    {
      name: 'a 51-character username',
      body: register({ username: 'a'.repeat(51) }),
      field: 'username',
      message: messages.usernameMax,
    },
    {
      name: 'a username with spaces',
      body: register({ username: 'two words' }),
      field: 'username',
      message: messages.usernameChars,
    },
    {
      name: 'a 5-character password',
      body: register({ password: '12345' }),
      field: 'password',
      message: messages.passwordMin,
    },
    {
      name: 'a 129-character password',
      body: register({ password: 'p'.repeat(129) }),
      field: 'password',
      message: messages.passwordMax,
    },
    {
      name: 'no role',
      body: register({ role: undefined, title: undefined }),
      field: 'role',
      message: messages.roleRequired,
    },
    {
      name: 'an unknown role',
      body: register({ role: 'admin', title: undefined }),
      field: 'role',
      message: messages.roleRequired,
    },
    {
      name: 'a professional without a title',
      body: register({ title: undefined }),
      field: 'title',
      message: messages.titleRequired,
    },
    { name: 'an unknown title', body: register({ title: 'Wizard' }), field: 'title', message: messages.titleRequired },
    {
      name: 'a user with a title',
      body: register({ role: 'user' }),
      field: 'title',
      message: messages.titleOnlyForProfessionals,
    },
  ]

  it.each(registerCases)('register refuses $name with the spec message', async ({ body, field, message }) => {
    const error = await createClient().fails('register', 400, { body })
    expect(error.message).toBe(message)
    expect(error.fieldErrors?.[field]).toBe(message)
  })

  it('register refuses confirmPassword, which the form never sends', async () => {
    const body = register({ confirmPassword: PASSWORD })
    const error = await createClient().fails('register', 400, { body })
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['confirmPassword'])
  })

  it('creates no account on a refused registration', async () => {
    const client = createClient()
    const username = uniqueWord('later')
    await client.fails('register', 400, { body: { username, password: PASSWORD, role: 'professional' } })
    await client.fails('currentUser', 401)
    await client.ok('register', { body: { username, password: PASSWORD, role: 'professional', title: 'Life Coach' } })
  })
})
