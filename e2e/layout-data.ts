import { expect, type APIRequestContext } from '@playwright/test'
import { daysAhead, PASSWORD, tinyPng, uniqueSuffix } from './journey-helpers'
import { startSessionsOf } from './session-clock'
import { createAdminWithScript } from './trust-clock'

/**
 * What the layout sweep (e2e/no-sideways-scroll.spec.ts) reads on the signed-in screens: pages as
 * full as a working week makes them, with the long Swahili names and texts that show overflow.
 * Everything is made through the API, with accounts of its own, so the sweep can run beside the
 * other journeys on the same server.
 */
export type LayoutData = {
  /** A professional with a photo, hours, days off, a check waiting for an admin and every kind of booking. */
  professional: { username: string; id: number; fullName: string }
  /** A person with sessions in every state, with two professionals. */
  user: { username: string }
  admin: { username: string }
  /** A thread between the two, with long words, a link and a phone number in it. */
  thread: { bookingId: number }
}

const LONG_BIO =
  'Anasikiliza kwanza, kisha hufanya kazi na kila mtu kuhusu wasiwasi, msongo wa mawazo na huzuni, kwa maneno rahisi na kwa mwendo wake. Helps families and couples through grief, conflict and change.'

const JOINING =
  'Video: https://meet.example.org/wellness-africa/chumba-cha-ushauri-nasaha-odhiambo-2026 · Simu: +254 712 345 678'

type Json = Record<string, unknown>

async function ok<T>(answer: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>): Promise<T> {
  const response = await answer
  expect(response.ok(), `status ${response.status()}`).toBe(true)
  return (response.status() === 204 ? undefined : await response.json()) as T
}

async function registerProfessional(request: APIRequestContext, username: string, profile: Json): Promise<number> {
  await ok(
    request.post('/api/register', {
      data: { username, password: PASSWORD, role: 'professional', title: 'Marriage and Family Therapist' },
    }),
  )
  const saved = await ok<{ id: number }>(request.patch('/api/me/professional/profile', { data: profile }))
  return saved.id
}

async function book(request: APIRequestContext, professionalId: number, days: number, time: string, notes?: string) {
  const booked = await ok<{ id: number }>(
    request.post('/api/bookings', {
      headers: { 'Idempotency-Key': `layout-${uniqueSuffix()}` },
      data: { professionalId, sessionDate: daysAhead(days), sessionTime: time, sessionType: 'Video Call', notes },
    }),
  )
  return booked.id
}

const say = (request: APIRequestContext, bookingId: number, text: string) =>
  ok(
    request.post(`/api/bookings/${bookingId}/messages`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { text },
    }),
  )

const decide = (request: APIRequestContext, bookingId: number, data: Json) =>
  ok(request.patch(`/api/bookings/${bookingId}`, { data }))

/**
 * Makes the sweep's accounts and their week: the professional accepts, declines and completes
 * sessions; the person cancels one; both have long names; the admin has a check to read.
 */
export async function makeLayoutData(newRequest: () => Promise<APIRequestContext>): Promise<LayoutData> {
  const opened: APIRequestContext[] = []
  const request = async () => {
    const context = await newRequest()
    opened.push(context)
    return context
  }
  try {
    return await makeWeek(request)
  } finally {
    await Promise.all(opened.map((context) => context.dispose()))
  }
}

/** Each call to `request` is a client of its own, with its own cookies. */
async function makeWeek(request: () => Promise<APIRequestContext>): Promise<LayoutData> {
  const suffix = uniqueSuffix().slice(-6)
  const professional = { username: `nyokabi_${suffix}`, fullName: 'Dkt. Nyokabi Wanjiru-Achieng Odhiambo', id: 0 }
  const pro = await request()
  professional.id = await registerProfessional(pro, professional.username, {
    fullName: professional.fullName,
    bio: LONG_BIO,
    location: 'Kisumu, Kenya',
    specialties: ['Tiba ya Familia', 'Ushauri wa Wanandoa', 'Kiwewe', 'Huzuni na Msiba'],
    languages: ['Kiswahili', 'Kiingereza', 'Dholuo'],
    sessionPrice: 'KSh 3,500 kwa kikao / per session',
    defaultJoinInstructions: JOINING,
    profileImageUrl: `data:image/png;base64,${tinyPng.toString('base64')}`,
  })
  await ok(
    pro.put('/api/me/professional/verification', {
      data: { regulator: 'ke-cpb', registrationNumber: `CPB/2026/${suffix}`, licenceExpiresOn: daysAhead(300) },
    }),
  )

  const other = await request()
  const otherId = await registerProfessional(other, `mwanaisha_${suffix}`, {
    fullName: 'Mwanaisha Nyamvula Kipchumba-Odhiambo',
    bio: LONG_BIO,
    location: 'Mombasa, Kenya',
    specialties: ['Kiwewe'],
    languages: ['Kiswahili'],
  })

  const user = { username: `wanjiku_${suffix}` }
  const client = await request()
  await ok(client.post('/api/register', { data: { username: user.username, password: PASSWORD, role: 'user' } }))
  const note = 'Ningependa kuzungumza kuhusu wasiwasi kazini na usingizi mbaya wiki hizi mbili.'
  const [first, second, third] = [
    await book(client, professional.id, 3, '09:00', note),
    await book(client, professional.id, 4, '11:00'),
    await book(client, professional.id, 5, '14:00', note),
  ]
  await decide(pro, first!, { status: 'confirmed' })
  const thread = { bookingId: first! }
  await say(client, first!, 'Habari daktari. Ninaweza kuchelewa dakika kumi leo; nitakupigia kwa 0712 345 678.')
  await say(
    pro,
    first!,
    'Sawa kabisa. Karatasi ya mazoezi: https://example.org/wellness-africa/karatasi-ya-mazoezi-ya-kupumua-wiki-ya-pili',
  )
  await decide(pro, second!, { status: 'confirmed', joinInstructions: JOINING })
  await decide(pro, third!, { status: 'declined', reason: 'Sitapatikana siku hiyo: tafadhali chagua siku nyingine.' })
  await ok(client.patch(`/api/me/bookings/${second!}`, { data: { status: 'cancelled', reason: 'Nimesafiri.' } }))
  await book(client, professional.id, 6, '10:00', note)
  await book(client, professional.id, 7, '15:00')
  await book(client, otherId, 3, '16:00', note)
  await book(client, otherId, 8, '09:00')

  // A session that has taken place: booked by a second person, moved to the past, completed with notes.
  const pastClient = await request()
  const pastName = `baraka_${suffix}`
  await ok(pastClient.post('/api/register', { data: { username: pastName, password: PASSWORD, role: 'user' } }))
  const past = await book(pastClient, professional.id, 2, '13:00', note)
  await decide(pro, past, { status: 'confirmed' })
  await startSessionsOf(pastName, 24 * 60)
  await decide(pro, past, { status: 'completed' })
  await ok(
    pro.patch(`/api/me/professional/bookings/${past}/notes`, {
      data: {
        professionalNotes: 'Tulizungumza kuhusu usingizi na mazoezi ya kupumua; kikao kijacho baada ya wiki mbili.',
      },
    }),
  )

  // Hours come last: the bookings above were asked for before there were any.
  await ok(
    pro.put('/api/me/professional/availability', {
      data: {
        timezone: 'Africa/Nairobi',
        sessionMinutes: 60,
        bufferMinutes: 15,
        cancellationNoticeHours: 24,
        weekly: [
          ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
          { weekday: 6, start: '09:00', end: '12:00' },
          { weekday: 6, start: '14:00', end: '16:30' },
        ],
        daysOff: [daysAhead(20), daysAhead(21)],
      },
    }),
  )

  const admin = { username: `msimamizi_${suffix}` }
  await createAdminWithScript(admin.username, PASSWORD)
  return { professional, user, admin, thread }
}
