import type { Knex } from 'knex'
import type { PhotoAddress } from '../../contract/photo-address'
import type { ProcessedPhoto } from './renditions'

type Db = Knex | Knex.Transaction

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

/** The bytes of the rendition a URL names, or null when that photo version is not the current one. */
export async function findRendition(db: Db, { professionalId, width, hash }: PhotoAddress): Promise<Buffer | null> {
  const row = (await db('professional_photos')
    .first('bytes')
    .where({ professional_id: professionalId, width, hash })) as { bytes: Buffer } | undefined
  return row ? row.bytes : null
}
