import { photoPath } from '../../contract/photo-address'
import type { Title } from '../../contract/schemas/auth'
import type { OwnProfessional, Professional } from '../../contract/schemas/professionals'

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
  is_verified: boolean | number
  /** Private: told to the client on an accept that names none. */
  default_join_instructions: string | null
  created_at: string
  updated_at: string
}

/** The columns presentProfessional reads: what a directory page selects. */
export const PRESENTED_COLUMNS = [
  'id',
  'username',
  'full_name',
  'title',
  'bio',
  'location',
  'languages',
  'specialties',
  'is_verified',
  'session_price',
  'photo_hash',
] as const satisfies readonly (keyof ProfessionalRow)[]

export type PresentedRow = Pick<ProfessionalRow, (typeof PRESENTED_COLUMNS)[number]>

function stringList(json: string): string[] {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}

/** What the directory searches and orders a professional by. */
export type DirectoryEntry = Pick<
  Professional,
  'id' | 'fullName' | 'username' | 'title' | 'bio' | 'location' | 'languages' | 'specialties' | 'isVerified'
>

/** The API shape of a row: exactly the Professional fields, nothing from the account. */
export function presentProfessional(row: PresentedRow): Professional {
  return {
    id: Number(row.id),
    title: row.title,
    fullName: row.full_name,
    username: row.username,
    isVerified: Boolean(row.is_verified),
    verification: null,
    location: row.location,
    languages: stringList(row.languages),
    specialties: stringList(row.specialties),
    bio: row.bio,
    profileImageUrl: row.photo_hash ? photoPath(Number(row.id), row.photo_hash) : null,
    sessionPrice: row.session_price,
  }
}

/** The columns presentOwnProfessional reads: the public ones and the private settings. */
export const OWN_COLUMNS = [...PRESENTED_COLUMNS, 'default_join_instructions'] as const

export type OwnRow = Pick<ProfessionalRow, (typeof OWN_COLUMNS)[number]>

/** The professional's own profile: the public one plus their private settings. */
export function presentOwnProfessional(row: OwnRow): OwnProfessional {
  return { ...presentProfessional(row), defaultJoinInstructions: row.default_join_instructions }
}
