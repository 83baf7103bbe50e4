import type { Knex } from 'knex'
import type { RegulatorId } from '../../contract/regulators'
import type { OwnProfessional, Professional } from '../../contract/schemas/professionals'
import {
  presentOwnProfessional,
  presentProfessional,
  type OwnSettings,
  type ProfessionalFacts,
} from '../../domain/professionals/present'
import type { StoredVerificationState } from '../../domain/verification/verification-answer'
import type { ProfessionalRow } from './professional-row'

type Db = Knex | Knex.Transaction

/** What a card reads of the professionals row (aliased `p`). */
const CARD_FIELDS = [
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
] as const satisfies readonly (keyof ProfessionalRow)[]

/** A professional's card as knex reads it on SQLite (booleans as 0/1) and PostgreSQL, with the check's columns. */
export type CardRow = Pick<ProfessionalRow, (typeof CARD_FIELDS)[number]> & {
  /** The verification's, null without one. */
  verification_state: StoredVerificationState | null
  regulator: RegulatorId | null
  regulator_name: string | null
  registration_number: string | null
  licence_expires_on: string | null
  checked_at: string | Date | null
}

const PROFESSIONAL_COLUMNS = CARD_FIELDS.map((name) => `p.${name}`)

/** The admin's check's columns, over `v` (verifications). */
export const CHECK_COLUMNS = [
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
    .select([...PROFESSIONAL_COLUMNS, ...extra.map((name) => `p.${name}`), ...CHECK_COLUMNS])
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

/** The card's row read into the facts the one presenter takes (api/domain/professionals/present.ts). */
export function cardFacts(row: CardRow): ProfessionalFacts {
  return {
    id: Number(row.id),
    username: row.username,
    fullName: row.full_name,
    title: row.title,
    bio: row.bio,
    location: row.location,
    languages: stringList(row.languages),
    specialties: stringList(row.specialties),
    sessionPrice: row.session_price,
    photoHash: row.photo_hash,
    check: checkOf(row),
  }
}

/** The API's Professional: the public profile and, while the check stands at `now`, its details. */
export const presentCard = (row: CardRow, now: Date): Professional => presentProfessional(cardFacts(row), now)

/** The columns of the professional's own profile beyond the card: the private settings. */
export const OWN_COLUMNS = ['default_join_instructions', 'usual_reply_time'] as const

export type OwnRow = CardRow & { default_join_instructions: string | null; usual_reply_time: string | null }

/** The own profile's row read into the facts the one presenter takes. */
export const ownCardFacts = (row: OwnRow): ProfessionalFacts & OwnSettings => ({
  ...cardFacts(row),
  defaultJoinInstructions: row.default_join_instructions,
  usualReplyTime: row.usual_reply_time,
})

/** The professional's own profile at `now`: the public one plus their private settings. */
export const presentOwnCard = (row: OwnRow, now: Date): OwnProfessional =>
  presentOwnProfessional(ownCardFacts(row), now)

/** The professional's card with their private settings, listed or not. */
export async function findOwnCard(db: Db, professionalId: number): Promise<OwnRow | undefined> {
  return (await cardQuery(db, OWN_COLUMNS).where('p.id', professionalId).first()) as OwnRow | undefined
}
