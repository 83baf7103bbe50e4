import { afterAll, beforeAll, expect, it } from 'vitest'
import { insertProfessionals } from './insert-professionals'
import { purgeDeletedClientRecords } from './record-retention'
import { tempDatabase, type TempDatabase } from '../test/temp-database'

let temp: TempDatabase
beforeAll(async () => {
  temp = await tempDatabase()
})
afterAll(() => temp.close())

const now = new Date('2034-03-01T12:00:00.000Z')

async function addUser(username: string, deletedAt: string | null): Promise<number> {
  const [id] = await temp.db('users').insert({
    username,
    username_key: username,
    role: 'user',
    created_at: '2020-01-01T00:00:00.000Z',
    deleted_at: deletedAt,
  })
  return Number(id)
}

async function addBooking(userId: number, professionalId: number, startsAt: string, note: string): Promise<number> {
  const start = new Date(startsAt)
  const [id] = await temp.db('bookings').insert({
    professional_id: professionalId,
    user_id: userId,
    session_type: 'Video Call',
    session_date: startsAt.slice(0, 10),
    session_time: startsAt.slice(11, 16),
    timezone: 'UTC',
    status: 'completed',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
    duration_minutes: 60,
    created_at: startsAt,
    updated_at: startsAt,
  })
  await temp.db('session_notes').insert({
    booking_id: id,
    professional_id: professionalId,
    notes_encrypted: note,
    updated_at: startsAt,
  })
  return Number(id)
}

it("deletes a deleted client's bookings and session notes 7 years after their last session with that professional", async () => {
  await temp.db.transaction((trx) =>
    insertProfessionals(
      trx,
      ['first', 'second'].map((username) => ({
        username,
        fullName: `Dr ${username}`,
        title: 'Psychotherapist',
        isVerified: false,
        location: null,
        languages: [],
        specialties: [],
        bio: null,
        sessionPrice: null,
      })),
    ),
  )
  const [first, second] = (await temp.db('professionals').orderBy('id').pluck('id')).map(Number) as [number, number]
  const gone = await addUser('gone', '2026-05-01T00:00:00.000Z')
  const living = await addUser('living', null)

  const longAgo = await addBooking(gone, first, '2026-01-10T09:00:00.000Z', 'old note')
  const lastLongAgo = await addBooking(gone, first, '2027-02-28T09:00:00.000Z', 'last old note')
  const withinSevenYears = await addBooking(gone, second, '2026-01-10T09:00:00.000Z', 'kept: a later session')
  const laterWithSecond = await addBooking(gone, second, '2027-03-02T09:00:00.000Z', 'kept: recent')
  const livingClient = await addBooking(living, first, '2020-01-10T09:00:00.000Z', 'kept: the client is here')

  await purgeDeletedClientRecords(temp.db, now)

  const bookings = (await temp.db('bookings').orderBy('id').pluck('id')).map(Number)
  expect(bookings).toEqual([withinSevenYears, laterWithSecond, livingClient])
  expect(bookings).not.toContain(longAgo)
  expect(bookings).not.toContain(lastLongAgo)
  const notes = (await temp.db('session_notes').orderBy('booking_id').pluck('notes_encrypted')) as string[]
  expect(notes).toEqual(['kept: a later session', 'kept: recent', 'kept: the client is here'])
})
