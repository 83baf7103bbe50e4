import type { Knex } from 'knex'
import type { PhotoAddress } from '../../contract/photo-address'

type Db = Knex | Knex.Transaction

/** The bytes of the rendition a URL names, or null when that photo version is not the current one. */
export async function findRendition(db: Db, { professionalId, width, hash }: PhotoAddress): Promise<Buffer | null> {
  const row = (await db('professional_photos')
    .first('bytes')
    .where({ professional_id: professionalId, width, hash })) as { bytes: Buffer } | undefined
  return row ? row.bytes : null
}
