import { sortName } from '../../domain/professionals/directory'
import type { ProfileUpdate } from '../../contract/schemas/professionals'
import type { ProcessedPhoto } from '../../http/photo-renditions'
import type { ProfessionalRow } from './professional-row'

export type ProfileColumns = Partial<
  Pick<
    ProfessionalRow,
    | 'title'
    | 'full_name'
    | 'sort_name'
    | 'bio'
    | 'location'
    | 'languages'
    | 'specialties'
    | 'session_price'
    | 'profile_image_url'
    | 'photo_hash'
    | 'default_join_instructions'
    | 'usual_reply_time'
  >
>

/**
 * The columns a profile PATCH changes: only the fields it carries (null clears a text). `photo` is
 * the sent photo's renditions, or null when the photo is cleared.
 */
export function profileColumns(update: ProfileUpdate, photo: ProcessedPhoto | null): ProfileColumns {
  const columns: ProfileColumns = {}
  if (update.title !== undefined) columns.title = update.title
  if (update.fullName !== undefined) {
    columns.full_name = update.fullName
    columns.sort_name = sortName(update.fullName)
  }
  if (update.bio !== undefined) columns.bio = update.bio
  if (update.location !== undefined) columns.location = update.location
  if (update.languages !== undefined) columns.languages = JSON.stringify(update.languages)
  if (update.specialties !== undefined) columns.specialties = JSON.stringify(update.specialties)
  if (update.sessionPrice !== undefined) columns.session_price = update.sessionPrice
  if (update.defaultJoinInstructions !== undefined) columns.default_join_instructions = update.defaultJoinInstructions
  if (update.usualReplyTime !== undefined) columns.usual_reply_time = update.usualReplyTime
  if (update.profileImageUrl !== undefined) {
    columns.photo_hash = photo?.hash ?? null
    // A photo from before the renditions is replaced too, so the backfill leaves this row alone.
    columns.profile_image_url = null
  }
  return columns
}

const SEARCHED_FIELDS = ['title', 'fullName', 'bio', 'location', 'languages', 'specialties'] as const

/** Whether the update changes what the directory searches, so its terms must be rebuilt. */
export function touchesDirectory(update: ProfileUpdate): boolean {
  return SEARCHED_FIELDS.some((field) => update[field] !== undefined)
}
