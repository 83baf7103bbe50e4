import { beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../contract/errors'
import { messages } from '../contract/messages'
import { JSON_BODY_LIMIT } from '../contract/routes'
import { registerUser, type Account } from './accounts'
import { createClient, type Reply } from './client'
import { target } from './target'

describe('security: answer headers and unknown paths', () => {
  let user: Account

  beforeAll(async () => {
    user = await registerUser()
  }, 30_000)

  const answers: [string, () => Promise<Pick<Reply, 'headers'>>][] = [
    ['GET /api/professionals 200', () => createClient().call('listProfessionals')],
    ['GET /api/user 200', () => user.client.call('currentUser')],
    ['GET /api/user 401', () => createClient().call('currentUser')],
    ['POST /api/login 400', () => createClient().call('login', { body: {} })],
    ['POST /api/login 415', () => createClient().call('login', { rawBody: 'x', contentType: 'text/plain' })],
    ['GET /api/me/professional 403', () => user.client.call('myProfile')],
    ['POST /api/login 403', () => createClient().call('login', { body: {}, origin: 'https://evil.example' })],
    ['POST /api/login 413', () => createClient().call('login', { body: { padding: 'x'.repeat(JSON_BODY_LIMIT) } })],
    ['GET /api/nope 404', () => fetch(`${target().baseUrl}/api/nope`)],
  ]

  it.each(answers)(
    '%s is never cached, and carries the browser security headers where they apply',
    async (_, answer) => {
      const headers = (await answer()).headers
      expect(headers.get('cache-control')).toContain('no-store')
      if (target().capabilities.browserSecurityHeaders) {
        expect(headers.get('x-content-type-options')).toBe('nosniff')
        expect(headers.get('content-security-policy')).toMatch(/default-src/)
        expect(headers.get('referrer-policy')).toBeTruthy()
      }
    },
  )

  it.each([
    ['GET', '/api/no-such-route'],
    ['GET', '/api/user/'],
    ['DELETE', '/api/user'],
    ['POST', '/api/user'],
  ])('answers %s %s with 404 and a JSON error', async (method, path) => {
    const response = await fetch(`${target().baseUrl}${path}`, {
      method,
      headers: { Origin: new URL(target().baseUrl).origin },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: messages.notFound } satisfies ErrorBody)
  })
})
