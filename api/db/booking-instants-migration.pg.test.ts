import { expect, it } from 'vitest'
import { freshPostgresSchema } from '../test/fresh-postgres-schema'
import { expectLegacyTimes, migrateLegacyBookings } from './booking-instants-migration.cases'
import { isExclusionViolation } from './exclusion-violation'

const database = freshPostgresSchema('instants')

it('gives legacy bookings in three zones their instants on PostgreSQL, clipping held sessions that would overlap', async () => {
  await expectLegacyTimes(database())
})

it('then refuses a held session overlapping another in a different zone (bookings_no_overlap)', async () => {
  const db = database()
  const { ids } = await migrateLegacyBookings(db)
  const error: unknown = await db('bookings')
    .where({ id: ids.maputo })
    .update({ status: 'confirmed' })
    .catch((caught: unknown) => caught)
  expect(isExclusionViolation(error)).toBe(true)
})
