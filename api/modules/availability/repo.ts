import type { Knex } from 'knex'
import type { Availability } from '../../contract/schemas/availability'
import { availabilityRow } from '../../db/availability'

/** Sets the professional's hours, replacing any they had. */
export async function saveAvailability(db: Knex, professionalId: number, hours: Availability, now: string) {
  await db('availability')
    .insert(availabilityRow(professionalId, hours, now))
    .onConflict('professional_id')
    .merge()
}
