import type { Knex } from 'knex'
import type { ProcessedPhoto } from '../../http/photo-renditions'
import { updateProfile as update, type ProfilePorts } from '../../domain/professionals/update-profile'
import { auditWithin } from '../../http/audit-entries'
import type { Handler } from '../../http/handler'
import { ownProfessionalId, signedIn } from '../../http/signed-in'
import { photoFromDataUrl } from '../../http/photo-upload'
import { keepListing } from '../../db/listing'
import { replacePhotoRenditions } from '../../db/photo-renditions'
import { findOwnCard, presentCard, presentOwnCard } from '../../db/professional-card'
import { replaceDirectoryTerms } from '../../db/search-columns'
import { resubmitStandingCheck } from '../../db/verifications'
import { profileColumns, touchesDirectory } from './profile-changes'
import { updateAccountTitle, updateProfile as saveProfile } from './repo'

/**
 * PATCH /api/me/professional/profile (api/domain/professionals/update-profile.ts), with the
 * directory's listing and search terms kept in step in the same transaction.
 */
export const updateProfile: Handler<'updateProfile'> = async ({ ctx, deps, user, body }) => {
  const professionalId = ownProfessionalId(user)
  const actor = signedIn(user)
  const now = deps.licenceNow()
  const ports: ProfilePorts<ProcessedPhoto> = {
    readPhoto: (dataUrl) => photoFromDataUrl(dataUrl, deps.photoQueue),
    transaction: (work) =>
      deps.db.transaction((trx: Knex.Transaction) =>
        work({
          async checkedFacts(id) {
            const row = await findOwnCard(trx, id)
            return row ? { fullName: row.full_name, title: row.title } : null
          },
          async saveProfile(id, changes, photo) {
            await saveProfile(trx, id, profileColumns(changes, photo ?? null), new Date().toISOString())
            if (photo !== undefined) await replacePhotoRenditions(trx, id, photo)
            if (changes.title !== undefined) await updateAccountTitle(trx, id, changes.title)
          },
          resubmitStandingCheck: (id, at) => resubmitStandingCheck(trx, id, at),
          recordResubmitted: (id, change) =>
            auditWithin(trx, deps, ctx, {
              action: 'verificationSubmitted',
              actor: { id: actor.id, role: actor.role },
              subjectId: actor.id,
              target: { type: 'professional', id },
              detail: change,
            }),
          async refreshDirectory(id, changes) {
            const card = presentCard((await findOwnCard(trx, id))!, now)
            await keepListing(trx, id, card)
            // The directory's search terms must never disagree with the profile it shows.
            if (touchesDirectory(changes)) await replaceDirectoryTerms(trx, card)
          },
        }),
      ),
  }
  await update(ports, { professionalId, update: body, now })
  return { body: presentOwnCard((await findOwnCard(deps.db, professionalId))!, now) }
}
