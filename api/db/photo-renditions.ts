import type { Knex } from 'knex'
import type { ProcessedPhoto } from '../http/photo-renditions'

/**
 * A professional's renditions become these (or none): the old ones go in the same transaction as
 * the profile change. Call it after updating the professionals row, whose lock orders racing writes.
 */
export async function replacePhotoRenditions(
  trx: Knex.Transaction,
  professionalId: number,
  photo: ProcessedPhoto | null,
): Promise<void> {
  await trx('professional_photos').where({ professional_id: professionalId }).delete()
  if (!photo) return
  await trx('professional_photos').insert(
    photo.renditions.map(({ width, bytes }) => ({ professional_id: professionalId, width, hash: photo.hash, bytes })),
  )
}
