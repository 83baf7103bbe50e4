import type { Knex } from 'knex'
import { notFound } from '../../contract/errors'
import { hoursSummary } from '../../domain/availability/hours'
import { messages } from '../../contract/messages'
import { DEFAULT_SESSION_MINUTES, DEFAULT_TIMEZONE } from '../../contract/schemas/bookings'
import { freeSlots, nextFreeSlot } from '../../domain/bookings/slots'
import { readAvailability } from '../../db/availability'
import { heldSessions } from '../../db/held-sessions'
import { presentCard } from '../../db/professional-card'
import type { Handler } from '../../http/handler'
import { findProfile } from './repo'

/** A professional's page exists only while the profile is listed (docs/product.md#15-trust). */
async function profileOrNotFound(db: Knex, professionalId: number) {
  const row = await findProfile(db, professionalId)
  if (!row?.listed) throw notFound(messages.professionalNotFound)
  return row
}

/** GET /api/professionals/:professionalId: the directory's card, the hours and the next free start. */
export const professionalPage: Handler<'professionalPage'> = async ({ deps, params }) => {
  const row = await profileOrNotFound(deps.db, params.professionalId!)
  const hours = await readAvailability(deps.db, row.id)
  const now = new Date()
  const held = hours ? await heldSessions(deps.db, row.id, now) : []
  return {
    body: {
      ...presentCard(row, deps.licenceNow()),
      hours: hours && hoursSummary(hours),
      nextFreeSlot: hours && nextFreeSlot(hours, held, now),
    },
  }
}

/** GET /api/professionals/:professionalId/slots: the free starts of `days` days, read in `timezone`. */
export const professionalSlots: Handler<'professionalSlots'> = async ({ deps, params, query }) => {
  const row = await profileOrNotFound(deps.db, params.professionalId!)
  const hours = await readAvailability(deps.db, row.id)
  const timezone = query.timezone ?? DEFAULT_TIMEZONE
  if (!hours) return { body: { hoursSet: false, timezone, durationMinutes: DEFAULT_SESSION_MINUTES, slots: [] } }
  const now = new Date()
  const held = await heldSessions(deps.db, row.id, now)
  const slots = freeSlots({ availability: hours, held, from: query.from, days: query.days, viewerZone: timezone, now })
  return { body: { hoursSet: true, timezone, durationMinutes: hours.sessionMinutes, slots } }
}
