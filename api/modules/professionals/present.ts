import { photoPath } from '../../contract/photo-address'
import type { Title } from '../../contract/schemas/auth'
import type { Professional } from '../../contract/schemas/professionals'
import type { DirectoryEntry } from './directory-terms'

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
  created_at: string
  updated_at: string
}

/**
 * The columns the directory's index is built from (directory-write.ts). Migration 002 rebuilds the
 * index with them, so they must all exist since migration 001: no later column belongs here.
 */
export const DIRECTORY_ENTRY_COLUMNS = [
  'id',
  'username',
  'full_name',
  'title',
  'bio',
  'location',
  'languages',
  'specialties',
  'is_verified',
] as const satisfies readonly (keyof ProfessionalRow)[]

export type DirectoryEntryRow = Pick<ProfessionalRow, (typeof DIRECTORY_ENTRY_COLUMNS)[number]>

/** The columns presentProfessional reads: what a directory page selects. */
export const PRESENTED_COLUMNS = [
  ...DIRECTORY_ENTRY_COLUMNS,
  'session_price',
  'photo_hash',
] as const satisfies readonly (keyof ProfessionalRow)[]

export type PresentedRow = Pick<ProfessionalRow, (typeof PRESENTED_COLUMNS)[number]>

function stringList(json: string): string[] {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}

/** What the directory indexes of a row: its terms and order keys come from these fields. */
export function directoryEntryOf(row: DirectoryEntryRow): DirectoryEntry {
  return {
    id: Number(row.id),
    title: row.title,
    fullName: row.full_name,
    username: row.username,
    isVerified: Boolean(row.is_verified),
    location: row.location,
    languages: stringList(row.languages),
    specialties: stringList(row.specialties),
    bio: row.bio,
  }
}

/** The API shape of a row: exactly the Professional fields, nothing from the account. */
export function presentProfessional(row: PresentedRow): Professional {
  return {
    ...directoryEntryOf(row),
    profileImageUrl: row.photo_hash ? photoPath(Number(row.id), row.photo_hash) : null,
    sessionPrice: row.session_price,
  }
}
