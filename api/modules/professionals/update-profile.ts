import { forbidden } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Handler } from '../../http/handler'
import { ownProfessionalId } from '../../http/signed-in'
import { photoFromDataUrl } from '../../http/photo-upload'
import { replacePhotoRenditions } from '../../db/photo-renditions'
import { replaceDirectoryTerms } from '../../db/search-columns'
import { presentOwnProfessional, presentProfessional } from './present'
import { profileColumns, touchesDirectory } from './profile-changes'
import { findProfile, updateAccountTitle, updateProfile as saveProfile } from './repo'

/** PATCH /api/me/professional/profile: changes only the fields sent, and the directory with them. */
export const updateProfile: Handler<'updateProfile'> = async ({ deps, user, body }) => {
  const professionalId = ownProfessionalId(user)
  const sentPhoto = body.profileImageUrl
  const photo = sentPhoto ? await photoFromDataUrl(sentPhoto, deps.photoQueue) : null
  const profile = await deps.db.transaction(async (trx) => {
    await saveProfile(trx, professionalId, profileColumns(body, photo), new Date().toISOString())
    if (sentPhoto !== undefined) await replacePhotoRenditions(trx, professionalId, photo)
    if (body.title !== undefined) await updateAccountTitle(trx, professionalId, body.title)
    const row = await findProfile(trx, professionalId)
    if (!row) throw forbidden(messages.professionalsOnly)
    // The directory's search terms must never disagree with the profile it shows.
    if (touchesDirectory(body)) await replaceDirectoryTerms(trx, presentProfessional(row))
    return presentOwnProfessional(row)
  })
  return { body: profile }
}
