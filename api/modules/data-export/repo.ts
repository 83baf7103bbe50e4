import type { Knex } from 'knex'
import { selectBookingViews, selectClientBookings, type BookingViewRow, type ClientBookingRow } from '../bookings'
import { ACCOUNT_COLUMNS, type AccountRow as AccountPageRow } from '../account'

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

export type OwnMessageRow = { booking_id: number | string; body_encrypted: string; created_at: string }

/** The messages the person wrote, in every thread, oldest first (their text still sealed). */
export async function ownMessageRows(db: Knex, userId: number): Promise<OwnMessageRow[]> {
  return (await db('messages')
    .where({ sender_id: userId })
    .orderBy('id', 'asc')
    .select('booking_id', 'body_encrypted', 'created_at')) as OwnMessageRow[]
}
