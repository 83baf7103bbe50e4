import type { Knex } from 'knex'
import { photoPath } from '../contract/photo-address'
import type { RegulatorId } from '../contract/regulators'
import type { Title } from '../contract/schemas/auth'
import type { Professional } from '../contract/schemas/professionals'
import { publicVerification, type StoredVerificationState } from '../domain/verification/verification-answer'

type Db = Knex | Knex.Transaction

/** A professional's card as knex reads it on SQLite (booleans as 0/1) and PostgreSQL, with the check's columns. */
export type CardRow = {
  id: number
  username: string
  full_name: string
  title: Title
  bio: string | null
  location: string | null
  /** JSON array of strings. */
  languages: string
  /** JSON array of strings. */
  specialties: string
  session_price: string | null
  /** The current photo's version (api/contract/photos.ts). */
  photo_hash: string | null
  listed: boolean | number
  /** The verification's, null without one. */
  verification_state: StoredVerificationState | null
  regulator: RegulatorId | null
  regulator_name: string | null
  registration_number: string | null
  licence_expires_on: string | null
  checked_at: string | Date | null
}

const PROFESSIONAL_COLUMNS = [
  'id',
  'username',
  'full_name',
  'title',
  'bio',
  'location',
  'languages',
  'specialties',
  'session_price',
  'photo_hash',
  'listed',
].map((name) => `p.${name}`)

const VERIFICATION_COLUMNS = [
  'v.state as verification_state',
  'v.regulator',
  'v.regulator_name',
  'v.registration_number',
  'v.licence_expires_on',
  'v.checked_at',
]

/**
 * Professionals (`p`) with their verification (`v`, if any) and the columns presentCard reads; the
 * caller adds the where. `extra` are more of p's columns (the private settings).
 */
export function cardQuery(db: Db, extra: readonly string[] = []): Knex.QueryBuilder {
  return db({ p: 'professionals' })
    .leftJoin({ v: 'verifications' }, 'v.professional_id', 'p.id')
    .select([...PROFESSIONAL_COLUMNS, ...extra.map((name) => `p.${name}`), ...VERIFICATION_COLUMNS])
}

function stringList(json: string): string[] {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}

function checkOf(row: CardRow) {
  if (!row.verification_state || !row.regulator || !row.registration_number || !row.licence_expires_on) return null
  return {
    state: row.verification_state,
    regulator: row.regulator,
    regulatorName: row.regulator_name,
    registrationNumber: row.registration_number,
    licenceExpiresOn: row.licence_expires_on,
    checkedAt: row.checked_at === null ? null : new Date(row.checked_at).toISOString(),
  }
}

/** The API's Professional: the public profile and, while the check stands at `now`, its details. */
export function presentCard(row: CardRow, now: Date): Professional {
  const verification = publicVerification(checkOf(row), now)
  return {
    id: Number(row.id),
    title: row.title,
    fullName: row.full_name,
    username: row.username,
    isVerified: verification !== null,
    verification,
    location: row.location,
    languages: stringList(row.languages),
    specialties: stringList(row.specialties),
    bio: row.bio,
    profileImageUrl: row.photo_hash ? photoPath(Number(row.id), row.photo_hash) : null,
    sessionPrice: row.session_price,
  }
}
