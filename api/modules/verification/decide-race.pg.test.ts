import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { addDays, todayIn } from '../../contract/time'
import { decideVerification, type DecisionStore } from '../../domain/verification/decide-verification'
import { professionalIdOf } from '../../notifications/outbox-fixture'
import { send, signUp, startTestServer, type Session, type TestServer } from '../../test/test-server'
import { createAdmin } from '../auth/create-admin'
import { knexDecisionStore } from './decision-store'

/**
 * An admin's decision on PostgreSQL, where the professional's requests run beside it: a submission
 * that replaces the one the admin read, after the decision read it and before it is recorded, is
 * refused with 409 and stays in the queue (docs/product.md#verification), never verified unseen.
 */
let server: TestServer
let adminId: number

beforeAll(async () => {
  server = await startTestServer()
  await createAdmin(server.db, 'race_admin', 'correct-horse-1')
  adminId = ((await server.db('users').where({ username: 'race_admin' }).first('id')) as { id: number }).id
})

afterAll(() => server?.close())

const licence = (registrationNumber: string) => ({
  regulator: 'ke-cpb',
  registrationNumber,
  licenceExpiresOn: addDays(todayIn('Africa/Nairobi'), 730),
})

async function submit(professional: Session, registrationNumber: string): Promise<string> {
  const answer = await send(server, 'PUT', '/api/me/professional/verification', {
    session: professional,
    body: licence(registrationNumber),
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { submittedAt: string }).submittedAt
}

/** The server's store, with `meanwhile` run (and committed) between the decision's read and its write. */
function interleaved(trx: Knex.Transaction, meanwhile: () => Promise<void>): DecisionStore {
  const store = knexDecisionStore(trx, async () => {})
  return {
    ...store,
    async findSubmission(professionalId) {
      const found = await store.findSubmission(professionalId)
      await meanwhile()
      return found
    },
  }
}

async function decideWhile(professionalId: number, submittedAt: string, meanwhile: () => Promise<void>) {
  const body = { decision: 'verified' as const, submittedAt }
  return server.db
    .transaction((trx) =>
      decideVerification(interleaved(trx, meanwhile), { adminId, professionalId, body, now: new Date() }),
    )
    .then(
      () => null,
      (error: unknown) => error,
    )
}

async function checkOf(professionalId: number) {
  const check = (await server.db('verifications').where({ professional_id: professionalId }).first()) as {
    state: string
    registration_number: string
    checked_by: number | null
  }
  const listing = (await server.db('professionals').where({ id: professionalId }).first('is_verified')) as {
    is_verified: boolean
  }
  return { state: check.state, number: check.registration_number, checkedBy: check.checked_by, listing }
}

describe('an admin decision on PostgreSQL with a change between its read and its write', () => {
  it.each([
    ['a new submission', (professional: Session) => submit(professional, 'CPB/NEWER').then(() => {})],
    [
      'a changed full name',
      async (professional: Session) => {
        const answer = await send(server, 'PATCH', '/api/me/professional/profile', {
          session: professional,
          body: { fullName: 'Someone Else Entirely' },
        })
        expect(answer.status).toBe(200)
      },
    ],
  ])('is 409 after %s, which stays submitted and unverified', async (_, change) => {
    const professional = await signUp(server, 'professional')
    const professionalId = await professionalIdOf(server, professional)
    const submittedAt = await submit(professional, 'CPB/READ')
    const before = await checkOf(professionalId)

    const error = await decideWhile(professionalId, submittedAt, () => change(professional))

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(409)
    expect((error as ApiError).message).toBe(messages.verificationChanged)
    const after = await checkOf(professionalId)
    expect(after.state).toBe('submitted')
    expect(after.checkedBy).toBeNull()
    expect(after.listing.is_verified).toBe(false)
    expect(before.state).toBe('submitted')
  })

  it('records the decision when nothing changed meanwhile', async () => {
    const professional = await signUp(server, 'professional')
    const professionalId = await professionalIdOf(server, professional)
    const submittedAt = await submit(professional, 'CPB/SAME')

    expect(await decideWhile(professionalId, submittedAt, async () => {})).toBeNull()
    expect(await checkOf(professionalId)).toMatchObject({ state: 'verified', checkedBy: adminId })
  })
})
