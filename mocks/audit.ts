import type { AUDIT_TARGET_TYPES, AuditAction } from '../api/contract/schemas/audit'
import type { Role } from '../api/contract/schemas/auth'
import { insert } from './store'

/** One event of the audit trail: ids and fixed words only, never a note, reason or password. */
export type MockAuditEntry = {
  action: AuditAction
  /** Who did it; null for a failed sign-in. */
  actor: { id: number; role: Role } | null
  /** The account the event concerns, whose owner sees it on /account. */
  subjectId: number | null
  target?: { type: (typeof AUDIT_TARGET_TYPES)[number]; id: number }
  /** A status name or decision, never a note, reason, password or document. */
  detail?: string
}

/** Appends one event to the mocks' audit trail (the browser has no client address to hash). */
export function recordMockAudit(entry: MockAuditEntry, now: Date = new Date()): void {
  insert('auditEvents', {
    at: now.toISOString(),
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorRole: entry.actor?.role ?? null,
    subjectId: entry.subjectId,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    detail: entry.detail ?? null,
  })
}
