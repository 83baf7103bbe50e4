import type { Context } from 'koa'
import type { Knex } from 'knex'
import type { ProcessedPhoto } from '../../http/photo-renditions'
import type { ProfilePorts } from '../../domain/professionals/update-profile'
import { auditWithin } from '../../http/audit-entries'
import type { AppDeps, SessionUser } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { photoFromDataUrl } from '../../http/photo-upload'
import { keepListing } from '../../db/listing'
import { replacePhotoRenditions } from '../../db/photo-renditions'
import { findOwnCard, presentCard } from './professional-card'
import { replaceDirectoryTerms } from '../../db/search-columns'
import { resubmitStandingCheck } from '../../db/verifications'
import { profileColumns, touchesDirectory } from './profile-changes'
import { updateAccountTitle, updateProfile as saveProfile } from './repo'

/**
 * The ports of a profile change (api/domain/professionals/update-profile.ts), with the directory's
 * listing and search terms kept in step in the same transaction.
 */
export function profilePorts(ctx: Context, deps: AppDeps, user: SessionUser | null): ProfilePorts<ProcessedPhoto> {
  const now = deps.licenceNow()
  return {
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
          recordResubmitted: (id, change) => {
            const actor = signedIn(user)
            return auditWithin(trx, deps, ctx, {
              action: 'verificationSubmitted',
              actor: { id: actor.id, role: actor.role },
              subjectId: actor.id,
              target: { type: 'professional', id },
              detail: change,
            })
          },
          async refreshDirectory(id, changes) {
            const card = presentCard((await findOwnCard(trx, id))!, now)
            await keepListing(trx, id, card)
            // The directory's search terms must never disagree with the profile it shows.
            if (touchesDirectory(changes)) await replaceDirectoryTerms(trx, card)
          },
        }),
      ),
  }
}
