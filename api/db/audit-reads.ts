import type { Knex } from 'knex'
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  VERIFICATION_ACTIONS,
  type AuditAction,
  type AuditEvent,
} from '../contract/schemas/audit'
import { ROLES } from '../contract/schemas/auth'

type Db = Knex | Knex.Transaction

/** An audit_events row as knex reads it: pg hands back timestamptz as Date, SQLite the ISO text. */
type EventRow = {
  id: number | string
  at: string | Date
  action: string
  actor_id: number | string | null
  actor_role: string | null
  target_type: string | null
  target_id: number | string | null
  detail: string | null
}

const COLUMNS = ['id', 'at', 'action', 'actor_id', 'actor_role', 'target_type', 'target_id', 'detail']

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null
}

const idOrNull = (value: number | string | null) => (value === null ? null : Number(value))

export function presentAuditEvent(row: EventRow): AuditEvent {
  const action = oneOf(AUDIT_ACTIONS, row.action)
  if (!action) throw new Error(`Unknown audit action in row ${row.id}`)
  return {
    id: Number(row.id),
    action,
    at: new Date(row.at).toISOString(),
    actorId: idOrNull(row.actor_id),
    actorRole: oneOf(ROLES, row.actor_role),
    targetType: oneOf(AUDIT_TARGET_TYPES, row.target_type),
    targetId: idOrNull(row.target_id),
    detail: row.detail,
  }
}

/** The events about one account, newest first; `limit` of them when given. */
export async function eventsAbout(db: Db, subjectId: number, limit?: number): Promise<AuditEvent[]> {
  const query = db('audit_events').where({ subject_id: subjectId }).orderBy('id', 'desc').select(COLUMNS)
  if (limit !== undefined) query.limit(limit)
  return ((await query) as EventRow[]).map(presentAuditEvent)
}

/** The verification events (what admins see), newest first, a page at a time, with their count. */
export async function verificationEvents(db: Db, limit: number, offset: number) {
  const events = () => db('audit_events').whereIn('action', VERIFICATION_ACTIONS)
  const rows = (await events().orderBy('id', 'desc').limit(limit).offset(offset).select(COLUMNS)) as EventRow[]
  const counted = (await events().count({ n: '*' }).first()) as { n: number | string } | undefined
  return { events: rows.map(presentAuditEvent), count: Number(counted?.n ?? 0) }
}

/** Whether the actor caused this action after `since`. */
export async function actedSince(db: Db, actorId: number, action: AuditAction, since: Date): Promise<boolean> {
  const row = await db('audit_events')
    .where({ actor_id: actorId, action })
    .where('at', '>', since.toISOString())
    .first('id')
  return row !== undefined
}
