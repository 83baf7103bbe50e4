import type { Knex } from 'knex'
import { cancelledByDeletion, type DeletionSide, type ReasonAuthor } from '../../domain/accounts/account-deletion'
import type { Title } from '../../contract/schemas/auth'
import type { BookingStatus } from '../../contract/schemas/bookings'
import { isPostgres } from '../../db/dialect'
import { replaceDirectoryTerms } from '../../db/search-columns'
import { endPushSubscriptionsOf } from '../../notifications/push-subscriptions'

type Trx = Knex.Transaction

/**
 * Holds the account's row until the deletion commits: on PostgreSQL a row lock, the one a booking
 * request of the same person takes (so no request slips in between); SQLite's single connection
 * already runs one transaction at a time. False when the account is already erased.
 */
export async function lockAccount(trx: Trx, userId: number): Promise<boolean> {
  const account = trx('users').where({ id: userId })
  const row = (await (isPostgres(trx) ? account.forUpdate() : account).first('deleted_at')) as
    { deleted_at: unknown } | undefined
  return row !== undefined && row.deleted_at === null
}

export async function professionalIdOf(trx: Trx, userId: number): Promise<number | null> {
  const row = (await trx('professionals').where({ user_id: userId }).first('id')) as { id: number | string } | undefined
  return row ? Number(row.id) : null
}

/** The bookings on the deleted person's side: as the client, or as the professional. */
type Side = DeletionSide

function onSide(trx: Trx, side: Side): Knex.QueryBuilder {
  return side.side === 'client'
    ? trx('bookings').where({ user_id: side.userId })
    : trx('bookings').where({ professional_id: side.professionalId })
}

/**
 * Erases the deleted side's words on its bookings: every reason but the other side's (reasons from
 * before reason_by was kept included), the client's request notes, or the professional's
 * instructions to join and session notes.
 */
export async function eraseWords(trx: Trx, side: Side): Promise<void> {
  const otherSide: ReasonAuthor = side.side === 'client' ? 'professional' : 'client'
  await onSide(trx, side)
    .where((reasons) => reasons.whereNull('reason_by').orWhereNot('reason_by', otherSide))
    .update({ reason_encrypted: null, reason_by: null })
  if (side.side === 'client') {
    await onSide(trx, side).update({ notes_encrypted: null })
    return
  }
  await onSide(trx, side).update({ join_instructions_encrypted: null })
  await trx('session_notes').where({ professional_id: side.professionalId }).delete()
}

/**
 * The account's messages (the reports of them go with them, by the foreign key), its read markers,
 * and the reasons it gave in its reports of the other party's messages: those reports stay for the
 * admins, without the deleted person's words.
 */
export async function eraseMessages(trx: Trx, userId: number): Promise<void> {
  await trx('messages').where({ sender_id: userId }).delete()
  await trx('message_reads').where({ user_id: userId }).delete()
  await trx('message_reports').where({ reporter_id: userId }).update({ reason_encrypted: null })
}

/** The side's bookings the deletion cancels (api/contract/account-deletion.ts, cancelledByDeletion). */
export async function bookingsToCancel(trx: Trx, side: Side, now: Date): Promise<number[]> {
  const rows = (await onSide(trx, side)
    .whereIn('status', ['pending', 'confirmed'])
    .select('id', 'status', 'starts_at')) as { id: number | string; status: BookingStatus; starts_at: string | Date }[]
  return rows
    .filter((row) => cancelledByDeletion(row.status, new Date(row.starts_at), now))
    .map((row) => Number(row.id))
}

export async function cancelForDeletion(trx: Trx, bookingId: number, reasonEncrypted: string, now: Date) {
  await trx('bookings')
    .where({ id: bookingId })
    .update({ status: 'cancelled', reason_encrypted: reasonEncrypted, reason_by: null, updated_at: now.toISOString() })
}

/**
 * Empties the professional's profile (the row stays: bookings point at it), takes it out of the
 * directory and its search index, and deletes the photo, the hours, the verification and the licence.
 */
export async function emptyProfile(trx: Trx, professionalId: number, username: string): Promise<void> {
  const row = (await trx('professionals').where({ id: professionalId }).first('title')) as { title: Title }
  await trx('professionals').where({ id: professionalId }).update({
    username,
    full_name: '',
    sort_name: '',
    bio: null,
    location: null,
    languages: '[]',
    specialties: '[]',
    session_price: null,
    profile_image_url: null,
    photo_hash: null,
    default_join_instructions: null,
    usual_reply_time: null,
    listed: false,
    is_verified: false,
    verified_until: null,
    updated_at: new Date().toISOString(),
  })
  await replaceDirectoryTerms(trx, {
    id: professionalId,
    fullName: '',
    username: '',
    title: row.title,
    bio: null,
    location: null,
    languages: [],
    specialties: [],
  })
  for (const table of ['professional_photos', 'availability', 'verifications', 'licence_documents']) {
    await trx(table).where({ professional_id: professionalId }).delete()
  }
}

/** Every session, push subscription, idempotency key, phone code (they name the phone), notification and notification setting of the account. */
export async function forgetAccountState(trx: Trx, userId: number): Promise<void> {
  await trx('sessions').where({ user_id: userId }).delete()
  await endPushSubscriptionsOf(trx, userId)
  await trx('idempotency_keys').where({ user_id: userId }).delete()
  await trx('phone_codes').where({ user_id: userId }).delete()
  await trx('notification_settings').where({ user_id: userId }).delete()
  await trx('notifications').where({ user_id: userId }).delete()
}

/** The users row becomes a tombstone: no name anyone typed, no password, no phone; deleted_at says when. */
export async function tombstoneAccount(trx: Trx, userId: number, username: string, now: Date): Promise<void> {
  await trx('users').where({ id: userId }).update({
    username,
    username_key: username,
    username_skeleton: username,
    password_hash: null,
    phone: null,
    phone_consent: false,
    phone_verified: false,
    title: null,
    deleted_at: now.toISOString(),
  })
}
