import type { Knex } from 'knex'
import type { LicenceDocumentType } from '../../contract/licence-documents'
import type { RegulatorId } from '../../contract/regulators'
import type { StoredVerificationState } from '../../domain/verification/verification-answer'
import { selectBookingViews, type BookingViewRow } from '../../db/booking-views'
import { selectClientBookings, type ClientBookingRow } from '../../db/client-booking-views'
import { cardQuery, type CardRow } from '../../db/professional-card'
import { ACCOUNT_COLUMNS, type AccountRow as AccountPageRow } from '../../db/account-page'

/** The users columns the export names. */
export type AccountRow = AccountPageRow & {
  id: number
  role: string
  title: string | null
  created_at: string
}

export async function findAccountRow(db: Knex, userId: number): Promise<AccountRow> {
  const row = await db('users')
    .where({ id: userId })
    .first<AccountRow | undefined>([...ACCOUNT_COLUMNS, 'id', 'role', 'title', 'created_at'])
  if (!row) throw new Error(`User ${userId} vanished`)
  return row
}

/** Every booking the person asked for, newest request first, as their list orders them. */
export async function allClientBookings(db: Knex, userId: number): Promise<ClientBookingRow[]> {
  return (await selectClientBookings(db, userId).orderBy([
    { column: 'b.created_at', order: 'desc' },
    { column: 'b.id', order: 'desc' },
  ])) as ClientBookingRow[]
}

/** Every booking with the professional, soonest first, as their list orders them. */
export async function allProfessionalBookings(db: Knex, professionalId: number): Promise<BookingViewRow[]> {
  return (await selectBookingViews(db)
    .where('b.professional_id', professionalId)
    .orderBy([
      { column: 'b.starts_at', order: 'asc' },
      { column: 'b.id', order: 'asc' },
    ])) as BookingViewRow[]
}

export type ProfileRow = CardRow & { default_join_instructions: string | null; usual_reply_time: string | null }

export async function findProfileRow(db: Knex, professionalId: number): Promise<ProfileRow | undefined> {
  return (await cardQuery(db, ['default_join_instructions', 'usual_reply_time'])
    .where('p.id', professionalId)
    .first()) as ProfileRow | undefined
}

/** The professional's verification and licence file's type and size, as knex reads them. */
export type VerificationRow = {
  state: StoredVerificationState
  regulator: RegulatorId
  regulator_name: string | null
  registration_number: string
  licence_expires_on: string
  submitted_at: string | Date
  checked_at: string | Date | null
  reason: string | null
  document_type: LicenceDocumentType | null
  document_bytes: number | string | null
}

export async function findVerificationRow(db: Knex, professionalId: number): Promise<VerificationRow | undefined> {
  return (await db({ v: 'verifications' })
    .leftJoin({ d: 'licence_documents' }, 'd.professional_id', 'v.professional_id')
    .where('v.professional_id', professionalId)
    .first(
      'v.state',
      'v.regulator',
      'v.regulator_name',
      'v.registration_number',
      'v.licence_expires_on',
      'v.submitted_at',
      'v.checked_at',
      'v.reason',
      'd.content_type as document_type',
      'd.bytes as document_bytes',
    )) as VerificationRow | undefined
}

export type OwnMessageRow = { booking_id: number | string; body_encrypted: string; created_at: string }

/** The messages the person wrote, in every thread, oldest first (their text still sealed). */
export async function ownMessageRows(db: Knex, userId: number): Promise<OwnMessageRow[]> {
  return (await db('messages')
    .where({ sender_id: userId })
    .orderBy('id', 'asc')
    .select('booking_id', 'body_encrypted', 'created_at')) as OwnMessageRow[]
}
