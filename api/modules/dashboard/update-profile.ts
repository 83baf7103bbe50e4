import { forbidden } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { imageDataUrlError } from '../../contract/rules'
import type { Handler } from '../../http/handler'
import { ownProfessionalId } from '../bookings/signed-in'
import { replaceDirectoryTerms } from '../professionals/directory-repo'
import { presentProfessional } from '../professionals/present'
import { profileColumns, touchesDirectory } from './profile-changes'
import { findProfile, updateAccountTitle, updateProfile as saveProfile } from './profile-repo'

/** PATCH /api/me/professional/profile: changes only the fields sent, and the directory with them. */
export const updateProfile: Handler<'updateProfile'> = async ({ deps, user, body }) => {
  const professionalId = ownProfessionalId(user)
  const imageError = body.profileImageUrl ? imageDataUrlError(body.profileImageUrl) : null
  if (imageError) throw imageError
  const profile = await deps.db.transaction(async (trx) => {
    await saveProfile(trx, professionalId, profileColumns(body), new Date().toISOString())
    if (body.title !== undefined) await updateAccountTitle(trx, professionalId, body.title)
    const row = await findProfile(trx, professionalId)
    if (!row) throw forbidden(messages.professionalsOnly)
    const presented = presentProfessional(row)
    // The directory's search terms must never disagree with the profile it shows.
    if (touchesDirectory(body)) await replaceDirectoryTerms(trx, presented)
    return presented
  })
  return { body: profile }
}
