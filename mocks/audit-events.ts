import {
  presentAdminAuditEvent as presentAdminEvent,
  type NamedAccount,
} from '../api/domain/verification/admin-audit-event'
import type { AdminAuditEvent, AuditAction, AuditEvent } from '../api/contract/schemas/audit'
import { findProfessional, findUser, professionalOfUser } from './repo'
import { store, type AuditEventRow, type UserRow } from './store'

/** The account as the actor and subject of an event it caused itself. */
export const selfEvent = (user: UserRow) => ({ actor: { id: user.id, role: user.role }, subjectId: user.id })

export function presentAuditEvent({ subjectId: _subjectId, ...event }: AuditEventRow): AuditEvent {
  return event
}

/** An account as the admin's trail names it now; null for no account. */
function namedAccount(userId: number | null | undefined): NamedAccount {
  const user = userId == null ? undefined : findUser(userId)
  if (!user) return null
  return { username: user.username, fullName: professionalOfUser(user.id)?.fullName ?? null, deleted: !!user.deletedAt }
}

/** An event as an admin reads it (api/domain/verification/admin-audit-event.ts). */
export function presentAdminAuditEvent(row: AuditEventRow): AdminAuditEvent {
  const professional =
    row.targetType === 'professional' && row.targetId !== null ? findProfessional(row.targetId) : undefined
  return presentAdminEvent(presentAuditEvent(row), namedAccount(row.actorId), namedAccount(professional?.userId))
}

/** The events about one account, newest first; `limit` of them when given. */
export function eventsAbout(userId: number, limit?: number): AuditEvent[] {
  const events = store.auditEvents.filter((row) => row.subjectId === userId).sort((a, b) => b.id - a.id)
  return events.slice(0, limit).map(presentAuditEvent)
}

/** Whether the account did this after `since`. */
export const actedSince = (actorId: number, action: AuditAction, since: Date): boolean =>
  store.auditEvents.some((row) => row.actorId === actorId && row.action === action && Date.parse(row.at) > +since)
