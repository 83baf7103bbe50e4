import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import type { RouteName } from '../contract/routes'
import {
  PASSWORD,
  registerProfessional,
  registerUser,
  uniqueWord,
  type Account,
  type ProfessionalAccount,
} from './accounts'
import { bookingRequest } from './booking-requests'
import { createClient, type CallOptions } from './client'
import { licence, signInAdmin } from './trust'

describe('admins: no one registers as one; they sign in like anyone', () => {
  it('refuses to register the admin role with 400, creating no account', async () => {
    const username = uniqueWord('wannabe')
    const error = await createClient().fails('register', 400, { body: { username, password: PASSWORD, role: 'admin' } })
    expect(error.fieldErrors).toEqual({ role: messages.roleRequired })
    await createClient().fails('login', 401, { body: { username, password: PASSWORD } })
  })

  it('signs an admin in as role admin, and GET /api/user says so', async () => {
    const admin = await signInAdmin()
    expect(admin.user).toMatchObject({ username: admin.username, role: 'admin' })
    expect(admin.user).not.toHaveProperty('title')
    expect(await admin.client.ok('currentUser')).toEqual(admin.user)
  })
})

describe('admins: who may call what', () => {
  let admin: Account
  let user: Account
  let professional: ProfessionalAccount

  beforeAll(async () => {
    ;[admin, user, professional] = await Promise.all([signInAdmin(), registerUser(), registerProfessional()])
  }, 30_000)

  const adminCalls = (): [RouteName, CallOptions][] => [
    ['adminVerifications', {}],
    [
      'decideVerification',
      {
        params: { professionalId: professional.professionalId },
        body: { decision: 'verified', submittedAt: new Date().toISOString() },
      },
    ],
    ['adminLicenceDocument', { params: { professionalId: professional.professionalId } }],
    ['adminAudit', {}],
  ]

  it('answers the admin routes 401 signed out, and 403 to a user and to a professional (even about themselves)', async () => {
    for (const [name, options] of adminCalls()) {
      await createClient().fails(name, 401, options)
      expect((await user.client.fails(name, 403, options)).message).toBe(messages.adminsOnly)
      expect((await professional.client.fails(name, 403, options)).message).toBe(messages.adminsOnly)
    }
  })

  it("answers a professional's verification routes 401 signed out, and 403 to a user and to an admin", async () => {
    const calls: [RouteName, CallOptions][] = [
      ['myVerification', {}],
      ['submitVerification', { body: licence() }],
      ['myLicenceDocument', {}],
    ]
    for (const [name, options] of calls) {
      await createClient().fails(name, 401, options)
      await user.client.fails(name, 403, options)
      await admin.client.fails(name, 403, options)
    }
  })

  it('answers 403 to an admin on the routes of users and of professionals', async () => {
    const error = await admin.client.fails('createBooking', 403, { body: bookingRequest(professional.professionalId) })
    expect(error.message).toBe(messages.usersOnly)
    await admin.client.fails('myClientBookings', 403)
    await admin.client.fails('myProfile', 403)
    await admin.client.fails('myBookings', 403)
    await admin.client.fails('updateProfile', 403, { body: { bio: 'An admin edit' } })
  })

  it('lets an admin use the routes every account has: the account and the directory', async () => {
    expect(await admin.client.ok('myAccount')).toMatchObject({ username: admin.username })
    expect(Array.isArray(await admin.client.ok('listProfessionals'))).toBe(true)
  })
})
