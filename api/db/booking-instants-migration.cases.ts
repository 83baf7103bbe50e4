import type { Knex } from 'knex'
import { expect } from 'vitest'
import { prepareDatabase } from '../prepare-database'

const MIGRATION = '007_booking_instants.ts'

type Legacy = [name: string, zone: string, date: string, time: string, status: string]

/**
 * Bookings from before migration 007, in its three zones. 10:00 in Nairobi (07:00Z) and 08:30 in
 * Lagos (07:30Z) were both confirmed: a wall-clock index let them through, so the earlier is clipped.
 */
const legacy: Legacy[] = [
  ['nairobi', 'Africa/Nairobi', '2030-03-11', '10:00', 'confirmed'],
  ['lagos', 'Africa/Lagos', '2030-03-11', '08:30', 'confirmed'],
  ['maputo', 'Africa/Maputo', '2030-03-11', '09:00', 'pending'],
  ['declinedOverlap', 'Africa/Nairobi', '2030-03-11', '10:15', 'declined'],
]

async function migrateBefore(db: Knex, file: string): Promise<void> {
  for (;;) {
    const [, pending] = (await db.migrate.list()) as [unknown, { file: string }[]]
    if (!pending[0] || pending[0].file >= file) return
    await db.migrate.up()
  }
}

/** A professional as the tables were before 007 (live code writes columns added since). */
async function insertLegacyProfessional(db: Knex): Promise<void> {
  const at = new Date().toISOString()
  const [user] = (await db('users').insert(
    {
      username: 'legacy_pro',
      username_key: 'legacy_pro',
      role: 'professional',
      title: 'Psychotherapist',
      created_at: at,
    },
    ['id'],
  )) as { id: number }[]
  await db('professionals').insert({
    user_id: user!.id,
    username: 'legacy_pro',
    full_name: 'Legacy Professional',
    sort_name: 'legacy professional',
    title: 'Psychotherapist',
    created_at: at,
    updated_at: at,
  })
}

type Migrated = { starts_at: string | Date; ends_at: string | Date; duration_minutes: number | string }

/** Migrates an empty database to just before 007, adds legacy bookings, migrates on; answers each booking's times. */
export async function migrateLegacyBookings(db: Knex) {
  await migrateBefore(db, MIGRATION)
  await insertLegacyProfessional(db)
  const { id: professionalId, user_id: userId } = (await db('professionals').first('id', 'user_id')) as {
    id: number
    user_id: number
  }
  const ids: Record<string, number> = {}
  const at = new Date().toISOString()
  for (const [name, timezone, session_date, session_time, status] of legacy) {
    const [row] = (await db('bookings').insert(
      {
        professional_id: professionalId,
        user_id: userId,
        session_type: 'Chat',
        session_date,
        session_time,
        timezone,
        status,
        created_at: at,
        updated_at: at,
      },
      ['id'],
    )) as { id: number }[]
    ids[name] = Number(row!.id)
  }
  await prepareDatabase(db)
  const times = async (name: string) => {
    const row = (await db('bookings').where({ id: ids[name] }).first()) as Migrated
    return {
      start: new Date(row.starts_at).toISOString(),
      end: new Date(row.ends_at).toISOString(),
      minutes: Number(row.duration_minutes),
    }
  }
  return { ids, professionalId, times }
}

/** What every database must show after migration 007. */
export async function expectLegacyTimes(db: Knex) {
  const { times } = await migrateLegacyBookings(db)
  expect(await times('lagos')).toEqual({
    start: '2030-03-11T07:30:00.000Z',
    end: '2030-03-11T08:30:00.000Z',
    minutes: 60,
  })
  expect(await times('nairobi')).toEqual({
    start: '2030-03-11T07:00:00.000Z',
    end: '2030-03-11T07:30:00.000Z',
    minutes: 60,
  })
  expect(await times('maputo')).toEqual({
    start: '2030-03-11T07:00:00.000Z',
    end: '2030-03-11T08:00:00.000Z',
    minutes: 60,
  })
  // Only held sessions are clipped: a declined request keeps its hour.
  expect(await times('declinedOverlap')).toEqual({
    start: '2030-03-11T07:15:00.000Z',
    end: '2030-03-11T08:15:00.000Z',
    minutes: 60,
  })
}
