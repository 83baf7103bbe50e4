import { afterAll, beforeAll, expect, it } from 'vitest'
import { clearLapsedChecks, IDEMPOTENCY_RETENTION_MS, purgeExpired } from './housekeeping'
import { insertProfessionals, type NewProfessional } from './insert-professionals'
import { RATE_LIMITS_TABLE } from './rate-limiter'
import { tempDatabase, type TempDatabase } from '../test/temp-database'

let temp: TempDatabase
beforeAll(async () => {
  temp = await tempDatabase()
})
afterAll(() => temp.close())

it('forgets idempotency keys after 30 days and rate-limit counters past their window, keeping recent ones', async () => {
  const now = Date.now()
  const [userId] = await temp.db('users').insert({
    username: 'keeper',
    username_key: 'keeper',
    role: 'user',
    created_at: new Date(now).toISOString(),
  })
  const key = (name: string, createdAt: number) => ({
    user_id: userId,
    key: name,
    request_hash: 'h'.repeat(64),
    status: 201,
    created_at: createdAt,
  })
  await temp
    .db('idempotency_keys')
    .insert([key('old-key-1', now - IDEMPOTENCY_RETENTION_MS - 1), key('new-key-1', now - 1000)])
  await temp.db(RATE_LIMITS_TABLE).insert([
    { key: 'login-username:gone', points: 5, expire: now - 1 },
    { key: 'login-username:kept', points: 5, expire: now + 60_000 },
  ])

  await purgeExpired(temp.db, now)

  expect((await temp.db('idempotency_keys').select('key')).map((row) => row.key)).toEqual(['new-key-1'])
  expect((await temp.db(RATE_LIMITS_TABLE).select('key')).map((row) => row.key)).toEqual(['login-username:kept'])
})

it('takes a professional whose licence ran out out of the verified-first order, leaving standing checks', async () => {
  const now = new Date('2031-06-01T00:00:00.000Z')
  const profile = (username: string, fullName: string, isVerified: boolean): NewProfessional => ({
    username,
    fullName,
    title: 'Psychotherapist',
    isVerified,
    location: 'Nairobi, Kenya',
    languages: ['English'],
    specialties: ['Grief'],
    bio: null,
    sessionPrice: null,
  })
  await temp.db.transaction((trx) =>
    insertProfessionals(trx, [profile('lapsing', 'Lapsing One', true), profile('standing', 'Standing One', true)]),
  )
  const ids = Object.fromEntries(
    (await temp.db('professionals').select('id', 'username')).map((row) => [row.username, Number(row.id)]),
  )
  await temp.db('professionals').where({ id: ids.lapsing }).update({ verified_until: '2031-05-31T21:00:00.000Z' })
  await temp.db('professionals').where({ id: ids.standing }).update({ verified_until: '2031-06-01T00:00:00.001Z' })

  await clearLapsedChecks(temp.db, now)

  const verified = await temp.db('professionals').where({ is_verified: true }).pluck('username')
  expect(verified).toEqual(['standing'])
})

it('forgets phone codes past their life, keeping live ones', async () => {
  const now = Date.now()
  const [userId] = await temp.db('users').insert({
    username: 'coder',
    username_key: 'coder',
    role: 'user',
    created_at: new Date(now).toISOString(),
  })
  const code = (phone: string, expiresAt: number) => ({
    user_id: userId,
    purpose: 'verify',
    phone,
    code_hash: 'h'.repeat(64),
    expires_at: new Date(expiresAt).toISOString(),
    created_at: new Date(now).toISOString(),
  })
  await temp.db('phone_codes').insert([code('+254700000001', now - 1), code('+254700000002', now + 60_000)])

  await purgeExpired(temp.db, now)

  expect(await temp.db('phone_codes').pluck('phone')).toEqual(['+254700000002'])
})
