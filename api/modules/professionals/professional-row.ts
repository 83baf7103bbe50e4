import type { Title } from '../../contract/schemas/auth'

/** A professionals row as knex reads it on SQLite (booleans as 0/1) and on PostgreSQL. */
export type ProfessionalRow = {
  id: number
  user_id: number
  username: string
  full_name: string
  sort_name: string
  title: Title
  bio: string | null
  location: string | null
  /** JSON array of strings. */
  languages: string
  /** JSON array of strings. */
  specialties: string
  session_price: string | null
  /** Only a photo not yet turned into renditions (the backfill empties it). */
  profile_image_url: string | null
  /** The current photo's version (api/contract/photos.ts); its renditions are in professional_photos. */
  photo_hash: string | null
  /** The directory's ordering column: true while an admin's check stands (api/db/housekeeping.ts). */
  is_verified: boolean | number
  /** The profile is complete: in the directory and bookable (api/contract/profile-completeness.ts). */
  listed: boolean | number
  /** Private: told to the client on an accept that names none. */
  default_join_instructions: string | null
  usual_reply_time: string | null
  created_at: string
  updated_at: string
}
