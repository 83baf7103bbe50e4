import type { Knex } from 'knex'
import * as v from 'valibot'
import { Availability } from '../contract/schemas/availability'

type Db = Knex | Knex.Transaction

/** An availability row (migration 007): the weekly openings and the days off as JSON text. */
export type AvailabilityRow = {
  professional_id: number
  timezone: string
  session_minutes: number
  buffer_minutes: number
  cancellation_notice_hours: number
  weekly: string
  days_off: string
  updated_at: string
}

/** The row that stores these hours. */
export function availabilityRow(professionalId: number, hours: Availability, now: string): AvailabilityRow {
  return {
    professional_id: professionalId,
    timezone: hours.timezone,
    session_minutes: hours.sessionMinutes,
    buffer_minutes: hours.bufferMinutes,
    cancellation_notice_hours: hours.cancellationNoticeHours,
    weekly: JSON.stringify(hours.weekly),
    days_off: JSON.stringify(hours.daysOff),
    updated_at: now,
  }
}

/**
 * A professional's hours, or null until they set them: read by their own settings, their public
 * page and slots, and the booking check, so it lives here rather than in one module.
 */
export async function readAvailability(db: Db, professionalId: number): Promise<Availability | null> {
  const row = (await db('availability').where({ professional_id: professionalId }).first()) as
    AvailabilityRow | undefined
  if (!row) return null
  return v.parse(Availability, {
    timezone: row.timezone,
    sessionMinutes: Number(row.session_minutes),
    bufferMinutes: Number(row.buffer_minutes),
    cancellationNoticeHours: Number(row.cancellation_notice_hours),
    weekly: JSON.parse(row.weekly) as unknown,
    daysOff: JSON.parse(row.days_off) as unknown,
  })
}
