import { afterAll, beforeAll, expect, it } from 'vitest'
import { CODE_TRIES } from '../../contract/schemas/phone-codes'
import { send, signUp, startTestServer, type TestServer } from '../../test/test-server'

/**
 * Guesses at a reset code sent all at once, on PostgreSQL where requests run side by side: each
 * must take one of the code's tries before it is compared, so a burst gets no more guesses than
 * one person typing (docs/product.md#4-accounts-and-sessions).
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server?.close())

it(`gives a burst of ${4 * CODE_TRIES} guesses at once ${CODE_TRIES} tries of the code, no more`, async () => {
  const { username } = await signUp(server, 'user')
  const { id: userId } = (await server.db('users').where({ username }).first('id')) as { id: number }
  // A code by SMS counts only while its number is the account's verified phone.
  const phone = '+254700000999'
  await server.db('users').where({ id: userId }).update({ phone, phone_verified: true })
  const now = Date.now()
  const [code] = (await server
    .db('phone_codes')
    .insert({
      user_id: userId,
      purpose: 'reset',
      phone,
      code_hash: 'not the hash of any guess',
      expires_at: new Date(now + 600_000).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .returning('id')) as { id: number }[]
  const guesses = Array.from({ length: 4 * CODE_TRIES }, (_, guess) =>
    send(server, 'POST', '/api/password-reset/confirm', {
      body: { username, code: String(100_000 + guess), newPassword: 'new-battery-staple-9' },
    }),
  )
  const statuses = (await Promise.all(guesses)).map((answer) => answer.status)
  expect(statuses.every((status) => status === 400 || status === 429)).toBe(true)
  const { tries } = (await server.db('phone_codes').where({ id: code!.id }).first('tries')) as { tries: number }
  expect(Number(tries)).toBe(CODE_TRIES)
})
