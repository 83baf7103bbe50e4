import { checkedFactChange } from '../../domain/verification/checked-facts'
import { forbidden } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { auditWithin } from '../../http/audit-entries'
import type { Handler } from '../../http/handler'
import { ownProfessionalId, signedIn } from '../../http/signed-in'
import { photoFromDataUrl } from '../../http/photo-upload'
import { keepListing } from '../../db/listing'
import { replacePhotoRenditions } from '../../db/photo-renditions'
import { presentCard } from '../../db/professional-card'
import { replaceDirectoryTerms } from '../../db/search-columns'
import { resubmitStandingCheck } from '../../db/verifications'
import { presentOwnProfessional } from './present'
import { profileColumns, touchesDirectory } from './profile-changes'
import { findProfile, updateAccountTitle, updateProfile as saveProfile } from './repo'

/**
 * PATCH /api/me/professional/profile: changes only the fields sent, the directory with them, and
 * whether the profile is listed; a new name or title sends a standing check back to the admins.
 */
export const updateProfile: Handler<'updateProfile'> = async ({ ctx, deps, user, body }) => {
  const professionalId = ownProfessionalId(user)
  const actor = signedIn(user)
  const sentPhoto = body.profileImageUrl
  const photo = sentPhoto ? await photoFromDataUrl(sentPhoto, deps.photoQueue) : null
  const now = deps.licenceNow()
  const profile = await deps.db.transaction(async (trx) => {
    const before = await findProfile(trx, professionalId)
    if (!before) throw forbidden(messages.professionalsOnly)
    await saveProfile(trx, professionalId, profileColumns(body, photo), new Date().toISOString())
    if (sentPhoto !== undefined) await replacePhotoRenditions(trx, professionalId, photo)
    if (body.title !== undefined) await updateAccountTitle(trx, professionalId, body.title)
    const change = checkedFactChange({ fullName: before.full_name, title: before.title }, body)
    if (change && (await resubmitStandingCheck(trx, professionalId, now))) {
      await auditWithin(trx, deps, ctx, {
        action: 'verificationSubmitted',
        actor: { id: actor.id, role: actor.role },
        subjectId: actor.id,
        target: { type: 'professional', id: professionalId },
        detail: change,
      })
    }
    const row = (await findProfile(trx, professionalId))!
    const card = presentCard(row, now)
    await keepListing(trx, professionalId, card)
    // The directory's search terms must never disagree with the profile it shows.
    if (touchesDirectory(body)) await replaceDirectoryTerms(trx, card)
    return presentOwnProfessional(row, now)
  })
  return { body: profile }
}
