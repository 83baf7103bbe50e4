import type { Knex } from 'knex'
import { ApiError } from '../../contract/errors'
import { photoFromDataUrl } from '../../http/photo-upload'
import { replacePhotoRenditions } from '../../db/photo-renditions'

/**
 * Photos stored as data URLs before the renditions (migration 003) become renditions, one
 * professional at a time (a data URL is up to 2.8 MB). One that does not decode is dropped: the
 * directory shows the professional's initials. Only rows still holding a data URL are touched.
 */
export async function backfillPhotos(db: Knex): Promise<void> {
  const ids = (await db('professionals').whereNotNull('profile_image_url').orderBy('id').pluck('id')).map(Number)
  for (const id of ids) {
    const row = (await db('professionals').first('profile_image_url').where({ id })) as
      { profile_image_url: string | null } | undefined
    if (!row?.profile_image_url) continue
    const photo = await photoFromDataUrl(row.profile_image_url).catch(refusedAsNull)
    await db.transaction(async (trx) => {
      const changed = await trx('professionals')
        .where({ id, profile_image_url: row.profile_image_url })
        .update({ profile_image_url: null, photo_hash: photo?.hash ?? null })
      // A profile change since the read replaced the photo already.
      if (changed === 1) await replacePhotoRenditions(trx, id, photo)
    })
  }
}

/** The upload's own refusal (413, 400) drops the photo; anything else is a failure to report. */
function refusedAsNull(error: unknown): null {
  if (error instanceof ApiError) return null
  throw error
}
