import { existsSync, readFileSync } from 'node:fs'
import { addDays, todayIn, wallClockIn } from '../contract/time'
import type { BookingCreated } from '../contract/schemas/bookings'
import type { Professional } from '../contract/schemas/professionals'
import { createCipher } from '../security/cipher'
import { send, signUp, type Session, type TestServer } from '../test/test-server'
import { fileSmsChannel } from './sms-file'
import { runPass, type WorkerOptions } from './worker'

/** Test helpers over a real server: accounts that can receive SMS, bookings, the worker, the file channel. */
export type Party = Session & { id: number }

export async function party(server: TestServer, role: 'user' | 'professional'): Promise<Party> {
  const session = await signUp(server, role)
  const row = (await server.db('users').where({ username: session.username }).first('id')) as { id: number }
  return { ...session, id: Number(row.id) }
}

let phones = 0

/** A verified phone, SMS switched on, in a language and zone; quiet hours as given (none by default). */
export async function reachable(
  server: TestServer,
  person: Party,
  { language = 'en', timezone = 'Africa/Nairobi', quiet = null as { start: string; end: string } | null } = {},
): Promise<string> {
  const phone = `+2547${String(10_000_000 + ++phones + (process.pid % 1000) * 1000).slice(-8)}`
  await server.db('users').where({ id: person.id }).update({ phone, phone_verified: true, language, timezone })
  await server.db('notification_settings').insert({
    user_id: person.id,
    sms: true,
    push: false,
    events: '{}',
    quiet_start: quiet?.start ?? null,
    quiet_end: quiet?.end ?? null,
  })
  return phone
}

export async function professionalIdOf(server: TestServer, professional: Session): Promise<number> {
  const answer = await send(server, 'GET', '/api/me/professional', { session: professional })
  return ((await answer.json()) as Professional).id
}

let hour = 7

/** A pending request a few days ahead, each at its own hour. */
export async function book(server: TestServer, client: Session, professionalId: number, days = 5): Promise<number> {
  hour = hour >= 17 ? 7 : hour + 1
  const body = {
    sessionDate: addDays(todayIn('Africa/Nairobi'), days),
    sessionTime: `${String(hour).padStart(2, '0')}:00`,
    sessionType: 'Video Call',
    professionalId,
  }
  const answer = await send(server, 'POST', '/api/bookings', { session: client, body })
  if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${await answer.text()}`)
  return ((await answer.json()) as BookingCreated).id
}

export async function setStatus(server: TestServer, professional: Session, bookingId: number, status: string) {
  const answer = await send(server, 'PATCH', `/api/bookings/${bookingId}`, { session: professional, body: { status } })
  if (answer.status !== 200) throw new Error(`status answered ${answer.status}: ${await answer.text()}`)
}

/** Moves a booking's start (and its date and time in its zone) as the browser suite does: no clock is moved. */
export async function moveStart(server: TestServer, bookingId: number, startsAt: Date): Promise<void> {
  const { sessionDate, sessionTime } = wallClockIn(startsAt, 'Africa/Nairobi')
  await server
    .db('bookings')
    .where({ id: bookingId })
    .update({
      starts_at: startsAt.toISOString(),
      ends_at: new Date(+startsAt + 50 * 60_000).toISOString(),
      session_date: sessionDate,
      session_time: sessionTime,
    })
}

export const outboxFile = (server: TestServer) => server.config.notify.smsFile

export type SentLine = { to: string; text: string; event: string; bookingId: number | null; at: string }

export function sentLines(server: TestServer): SentLine[] {
  const file = outboxFile(server)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as SentLine)
}

/** One worker pass over the server's database with the file channel. */
export function workerOptions(server: TestServer, overrides: Partial<WorkerOptions> = {}): WorkerOptions {
  return {
    db: server.db,
    cipher: createCipher(server.config.notesEncryptionKey),
    sms: fileSmsChannel(outboxFile(server)),
    push: null,
    publicOrigin: 'https://wellness.example',
    dailyCap: server.config.notify.dailyCap,
    ...overrides,
  }
}

export const pass = (server: TestServer, overrides: Partial<WorkerOptions> = {}) =>
  runPass(workerOptions(server, overrides))

export async function smsRows(server: TestServer, where: Record<string, unknown>) {
  return (await server
    .db('notifications')
    .where({ channel: 'sms', ...where })
    .orderBy('id')) as {
    id: number
    event: string
    state: string
    scheduled_at: string
    subject: string
    attempts: number
  }[]
}
