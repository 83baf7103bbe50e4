import { createHmac } from 'node:crypto'
import type { Context } from 'koa'
import type { Knex } from 'knex'
import type { AUDIT_TARGET_TYPES, AuditAction } from '../contract/schemas/audit'
import type { Role } from '../contract/schemas/auth'

/** One event of the audit trail (docs/product.md#15-trust). Never free text: ids and fixed words only. */
export type AuditEntry = {
  action: AuditAction
  /** Who did it; null for a failed sign-in. */
  actor: { id: number; role: Role } | null
  /** The account the event concerns, whose owner sees it on /account. */
  subjectId: number | null
  target?: { type: (typeof AUDIT_TARGET_TYPES)[number]; id: number }
  /** A status name or decision, never a note, reason, password or document. */
  detail?: string
}

/** The client's address as a keyed hash: the same address gives the same hash, yet the address cannot be read back. */
export function hashAddress(key: Buffer, ip: string): string {
  return createHmac('sha256', key).update(`audit-ip:${ip}`).digest('hex').slice(0, 32)
}

/** Appends one event; `ctx` gives the address (null outside a request, e.g. the admin script). */
export async function recordAudit(
  db: Knex,
  addressKey: Buffer,
  ctx: Pick<Context, 'ip'> | null,
  entry: AuditEntry,
  now: Date = new Date(),
): Promise<void> {
  await db('audit_events').insert({
    at: now.toISOString(),
    action: entry.action,
    actor_id: entry.actor?.id ?? null,
    actor_role: entry.actor?.role ?? null,
    subject_id: entry.subjectId,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    detail: entry.detail ?? null,
    ip_hash: ctx ? hashAddress(addressKey, ctx.ip) : null,
  })
}
