import type { Knex } from 'knex'
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  VERIFICATION_ACTIONS,
  type AdminAuditEvent,
  type AuditAction,
  type AuditEvent,
} from '../contract/schemas/audit'
import { ROLES } from '../contract/schemas/auth'
import { presentAdminAuditEvent, type NamedAccount } from '../domain/verification/admin-audit-event'

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

/** An account joined to an event: no username when there is no such account. */
const namedAccount = (
  username: string | null,
  fullName: string | null,
  deletedAt: string | Date | null,
): NamedAccount => (username === null ? null : { username, fullName, deleted: deletedAt !== null })

type NamedEventRow = EventRow & {
  actor_username: string | null
  actor_full_name: string | null
  actor_deleted_at: string | Date | null
  pro_username: string | null
  pro_full_name: string | null
  pro_deleted_at: string | Date | null
}

/**
 * The verification events (what admins see), newest first, a page at a time, with their count. The
 * rows hold ids only (docs/decisions/010): the names are the accounts' names now, joined as read.
 */
export async function verificationEvents(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ events: AdminAuditEvent[]; count: number }> {
  const events = () => db('audit_events').whereIn('audit_events.action', VERIFICATION_ACTIONS)
  const rows = (await events()
    .leftJoin('users as actor', 'actor.id', 'audit_events.actor_id')
    .leftJoin('professionals as actor_pro', 'actor_pro.user_id', 'actor.id')
    .leftJoin('professionals as pro', function aboutProfessional() {
      this.on('pro.id', '=', 'audit_events.target_id').andOnVal('audit_events.target_type', '=', 'professional')
    })
    .leftJoin('users as pro_user', 'pro_user.id', 'pro.user_id')
    .orderBy('audit_events.id', 'desc')
    .limit(limit)
    .offset(offset)
    .select([
      ...COLUMNS.map((column) => `audit_events.${column}`),
      'actor.username as actor_username',
      'actor_pro.full_name as actor_full_name',
      'actor.deleted_at as actor_deleted_at',
      'pro_user.username as pro_username',
      'pro.full_name as pro_full_name',
      'pro_user.deleted_at as pro_deleted_at',
    ])) as NamedEventRow[]
  const counted = (await events().count({ n: '*' }).first()) as { n: number | string } | undefined
  return {
    events: rows.map((row) =>
      presentAdminAuditEvent(
        presentAuditEvent(row),
        namedAccount(row.actor_username, row.actor_full_name, row.actor_deleted_at),
        namedAccount(row.pro_username, row.pro_full_name, row.pro_deleted_at),
      ),
    ),
    count: Number(counted?.n ?? 0),
  }
}

/** Whether the actor caused this action after `since`. */
export async function actedSince(db: Db, actorId: number, action: AuditAction, since: Date): Promise<boolean> {
  const row = await db('audit_events')
    .where({ actor_id: actorId, action })
    .where('at', '>', since.toISOString())
    .first('id')
  return row !== undefined
}
