import type { Title } from '../../contract/schemas/auth'
import type { Professional } from '../../contract/schemas/professionals'

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
  profile_image_url: string | null
  is_verified: boolean | number
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
  'session_price',
  'profile_image_url',
  'is_verified',
] as const satisfies readonly (keyof ProfessionalRow)[]

export type PresentedRow = Pick<ProfessionalRow, (typeof PRESENTED_COLUMNS)[number]>

function stringList(json: string): string[] {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}

/** The API shape of a row: exactly the Professional fields, nothing from the account. */
export function presentProfessional(row: PresentedRow): Professional {
  return {
    id: Number(row.id),
    title: row.title,
    fullName: row.full_name,
    username: row.username,
    profileImageUrl: row.profile_image_url,
    isVerified: Boolean(row.is_verified),
    location: row.location,
    languages: stringList(row.languages),
    specialties: stringList(row.specialties),
    bio: row.bio,
    sessionPrice: row.session_price,
  }
}
