import type { Knex } from 'knex'
import { outsideHoursError, type RequestedStart } from '../../domain/availability/hours'
import { readAvailability } from '../../db/availability'
import { heldSessions } from '../../db/held-sessions'

/** Once the professional has set hours, a request must name one of their free starts (409 otherwise). */
export async function checkWithinHours(
  trx: Knex.Transaction,
  professionalId: number,
  requested: RequestedStart,
  now = new Date(),
): Promise<void> {
  const availability = await readAvailability(trx, professionalId)
  if (!availability) return
  const error = outsideHoursError(availability, await heldSessions(trx, professionalId, now), requested, now)
  if (error) throw error
}
