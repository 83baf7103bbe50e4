import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { JSON_BODY_LIMIT, PROFILE_BODY_LIMIT, type RouteName } from '../contract/routes'
import type { BookingCreated } from '../contract/schemas/bookings'
import {
  PASSWORD,
  registerProfessional,
  registerUser,
  uniqueWord,
  type Account,
  type ProfessionalAccount,
} from './accounts'
import { book, bookingRequest, bookingsOf } from './booking-requests'
import { createClient, type Client } from './client'
import { everyDay } from './hours'
import { pngDataUrl } from './images'
import { licence, signInAdmin } from './trust'
import { VERIFICATION_BODY_LIMIT } from '../contract/licence-documents'

let professional: ProfessionalAccount
let user: Account
let admin: Account
let booking: BookingCreated

type BodyRoute = {
  name: RouteName
  client: () => Client
  params?: () => Record<string, number>
  valid: () => Record<string, unknown>
  /** One wrongly typed value per field. */
  wrongTypes: Record<string, unknown>
  /** Whether `{}` is refused (the profile PATCH has only optional fields). */
  hasRequiredFields: boolean
  limit: number
}

const bodyRoutes: BodyRoute[] = [
  {
    name: 'login',
    client: createClient,
    valid: () => ({ username: 'someone', password: PASSWORD }),
    wrongTypes: { username: 42, password: true },
    hasRequiredFields: true,
    limit: JSON_BODY_LIMIT,
  },
  {
    name: 'register',
    client: createClient,
    valid: () => ({ username: uniqueWord('bad'), password: PASSWORD, role: 'user' }),
    wrongTypes: { username: ['someone'], password: 12345678, role: 1, title: 5 },
    hasRequiredFields: true,
    limit: JSON_BODY_LIMIT,
  },
  {
    name: 'createBooking',
    client: () => user.client,
    valid: () => bookingRequest(professional.professionalId),
    wrongTypes: {
      sessionDate: 20310101,
      sessionTime: 1030,
      sessionType: true,
      notes: 5,
      professionalId: 'one',
      timezone: 3,
    },
    hasRequiredFields: true,
    limit: JSON_BODY_LIMIT,
  },
  {
    name: 'updateProfile',
    client: () => professional.client,
    valid: () => ({ bio: 'Valid bio' }),
    wrongTypes: {
      title: 1,
      fullName: 2,
      bio: 3,
      specialties: 'Grief',
      languages: [1],
      location: {},
      sessionPrice: 100,
      profileImageUrl: 7,
    },
    hasRequiredFields: false,
    limit: PROFILE_BODY_LIMIT,
  },
  {
    name: 'updateBookingStatus',
    client: () => professional.client,
    params: () => ({ bookingId: booking.id }),
    valid: () => ({ status: 'declined' }),
    wrongTypes: { status: 1 },
    hasRequiredFields: true,
    limit: JSON_BODY_LIMIT,
  },
  {
    name: 'saveSessionNotes',
    client: () => professional.client,
    params: () => ({ bookingId: booking.id }),
    valid: () => ({ professionalNotes: 'Valid notes' }),
    wrongTypes: { professionalNotes: 42 },
    hasRequiredFields: true,
    limit: JSON_BODY_LIMIT,
  },
  {
    name: 'cancelMyBooking',
    client: () => user.client,
    params: () => ({ bookingId: booking.id }),
    valid: () => ({ status: 'cancelled' }),
    wrongTypes: { status: 1, reason: 5 },
    hasRequiredFields: true,
    limit: JSON_BODY_LIMIT,
  },
  {
    name: 'updateAccount',
    client: () => user.client,
    valid: () => ({ phone: null }),
    wrongTypes: { phone: 712345678, phoneConsent: 'yes', password: 42 },
    hasRequiredFields: false,
    limit: JSON_BODY_LIMIT,
  },
  {
    name: 'setAvailability',
    client: () => professional.client,
    valid: () => everyDay('09:00', '17:00'),
    wrongTypes: {
      timezone: 3,
      sessionMinutes: '50',
      bufferMinutes: null,
      cancellationNoticeHours: true,
      weekly: 'Mondays',
      daysOff: '2031-01-01',
    },
    hasRequiredFields: true,
    limit: JSON_BODY_LIMIT,
  },
  {
    name: 'submitVerification',
    client: () => professional.client,
    valid: () => licence(),
    wrongTypes: { regulator: 1, regulatorName: 2, registrationNumber: 3, licenceExpiresOn: 20310101, document: 5 },
    hasRequiredFields: true,
    limit: VERIFICATION_BODY_LIMIT,
  },
  {
    name: 'decideVerification',
    client: () => admin.client,
    params: () => ({ professionalId: professional.professionalId }),
    valid: () => ({ decision: 'rejected', reason: 'Not on the register', submittedAt: new Date().toISOString() }),
    wrongTypes: { decision: 1, reason: 2, submittedAt: 3 },
    hasRequiredFields: true,
    limit: JSON_BODY_LIMIT,
  },
]

/** The field named by an error key: `languages.0` names `languages`. */
const fieldsOf = (fieldErrors: Record<string, string> | undefined) =>
  Object.keys(fieldErrors ?? {}).map((key) => key.split('.')[0])

describe('bad input never gives a 5xx', () => {
  beforeAll(async () => {
    ;[professional, user, admin] = [await registerProfessional(), await registerUser(), await signInAdmin()]
    booking = await book(user.client, professional.professionalId)
  }, 30_000)

  describe.each(bodyRoutes)('$name', (route) => {
    const send = (options: Parameters<Client['call']>[1]) => ({ params: route.params?.(), ...options })

    it('answers 400 to malformed JSON', async () => {
      const error = await route.client().fails(route.name, 400, send({ rawBody: '{"a": ' }))
      expect(error.message).toBe(messages.malformedJson)
    })

    it.each([
      ['text/plain', 'text/plain'],
      ['form-urlencoded', 'application/x-www-form-urlencoded'],
      ['multipart', 'multipart/form-data; boundary=x'],
    ])('answers 415 to a %s body', async (_, contentType) => {
      const error = await route
        .client()
        .fails(route.name, 415, send({ rawBody: JSON.stringify(route.valid()), contentType }))
      expect(error.message).toBe(messages.notJson)
    })

    it('answers 415 to a body without a content type', async () => {
      const rawBody = new TextEncoder().encode(JSON.stringify(route.valid()))
      await route.client().fails(route.name, 415, send({ rawBody, contentType: null }))
    })

    it.each([
      ['an array', []],
      ['a string', 'hello'],
      ['a number', 42],
      ['null', null],
    ])('answers 400 to %s as the body', async (_, body) => {
      await route.client().fails(route.name, 400, send({ body }))
    })

    it('answers 400 naming an unknown field', async () => {
      const error = await route.client().fails(route.name, 400, send({ body: { ...route.valid(), isAdmin: true } }))
      expect(error.fieldErrors).toEqual({ isAdmin: messages.unknownField })
    })

    it('answers 400 to each field of the wrong type, naming it', async () => {
      for (const [field, value] of Object.entries(route.wrongTypes)) {
        const error = await route.client().fails(route.name, 400, send({ body: { ...route.valid(), [field]: value } }))
        expect(fieldsOf(error.fieldErrors), `${field}: ${JSON.stringify(error)}`).toEqual([field])
      }
    })

    it(route.hasRequiredFields ? 'answers 400 to missing fields' : 'accepts an empty object', async () => {
      if (route.hasRequiredFields) await route.client().fails(route.name, 400, send({ body: {} }))
      else expect((await route.client().call(route.name, send({ body: {} }))).status).toBe(200)
    })

    it(`answers 413 to a body over ${route.limit} bytes`, async () => {
      const body = { ...route.valid(), padding: 'x'.repeat(route.limit) }
      const error = await route.client().fails(route.name, 413, send({ body }))
      expect(error.message).toBe(messages.bodyTooLarge)
    })
  })

  it('leaves the booking untouched by all of the above', async () => {
    const stored = (await bookingsOf(professional.client)).find((item) => item.id === booking.id)
    expect(stored).toMatchObject({ status: 'pending', professionalNotes: null })
    expect((await professional.client.ok('myVerification')).state).toBe('unverified')
  })
})

describe('bad input: a NUL character in text', () => {
  // PostgreSQL text cannot hold U+0000, so the contract refuses it in every stored text.
  it.each(['fullName', 'bio', 'location', 'sessionPrice', 'specialties', 'languages'])(
    'in the profile %s is refused with 400 naming the field, changing nothing',
    async (field) => {
      const owner = await registerProfessional()
      const before = await owner.client.ok('myProfile')
      const value = ['specialties', 'languages'].includes(field) ? ['Nul\u0000Tag'] : 'Nul\u0000Text'
      const reply = await owner.client.call('updateProfile', { body: { [field]: value } })
      expect(reply.status, reply.text).toBe(400)
      expect(reply.text).toContain(field)
      expect(await owner.client.ok('myProfile')).toEqual(before)
    },
  )
})

describe('bad input: the other write limits', () => {
  it('accepts application/json with a charset, and a 150 KiB photo on the profile (its limit is 3 MiB)', async () => {
    const owner = await registerProfessional()
    await owner.client.ok('updateProfile', { body: { bio: 'Charset' }, contentType: 'application/json; charset=utf-8' })
    const saved = await owner.client.ok('updateProfile', { body: { profileImageUrl: pngDataUrl(150 * 1024) } })
    expect(saved.profileImageUrl).toMatch(/^\/media\/professionals\//)
  })

  it('answers 415 to a logout with a text body and 413 to one over 100 KiB', async () => {
    await createClient().fails('logout', 415, { rawBody: 'bye', contentType: 'text/plain' })
    await createClient().fails('logout', 413, { body: { padding: 'x'.repeat(JSON_BODY_LIMIT) } })
  })
})
