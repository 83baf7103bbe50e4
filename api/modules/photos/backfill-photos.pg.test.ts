import { it } from 'vitest'
import { freshPostgresSchema } from '../../test/fresh-postgres-schema'
import { expectPhotoBackfill } from './backfill-photos.cases'

const database = freshPostgresSchema('photos_backfill')

it('turns the data URLs into renditions on upgrade on PostgreSQL, drops what does not decode, and runs again harmlessly', async () => {
  await expectPhotoBackfill(database())
})
