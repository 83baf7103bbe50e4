import { messages } from '../api/contract/messages'
import type { AdminAuditEvent, AuditAction, AuditEvent } from '../api/contract/schemas/audit'
import { findProfessional, findUser, professionalOfUser } from './repo'
import { store, type AuditEventRow, type UserRow } from './store'

/** The account as the actor and subject of an event it caused itself. */
export const selfEvent = (user: UserRow) => ({ actor: { id: user.id, role: user.role }, subjectId: user.id })

export function presentAuditEvent({ subjectId: _subjectId, ...event }: AuditEventRow): AuditEvent {
  return event
}

/**
 * An account as an admin reads it now: a professional's full name, anyone else's username,
 * 'Deleted account' once deleted; null for no account.
 */
function nameOf(userId: number | null | undefined): string | null {
  const user = userId == null ? undefined : findUser(userId)
  if (!user) return null
  if (user.deletedAt) return messages.deletedAccount
  return professionalOfUser(user.id)?.fullName || user.username
}

/** An event as an admin reads it: the names its ids stand for now (the rows hold ids only). */
export function presentAdminAuditEvent(row: AuditEventRow): AdminAuditEvent {
  const aboutProfessional = row.targetType === 'professional' && row.targetId !== null
  return {
    ...presentAuditEvent(row),
    actorName: nameOf(row.actorId),
    professionalName: aboutProfessional
      ? (nameOf(findProfessional(row.targetId!)?.userId) ?? messages.deletedAccount)
      : null,
  }
}

/** The events about one account, newest first; `limit` of them when given. */
export function eventsAbout(userId: number, limit?: number): AuditEvent[] {
  const events = store.auditEvents.filter((row) => row.subjectId === userId).sort((a, b) => b.id - a.id)
  return events.slice(0, limit).map(presentAuditEvent)
}

/** Whether the account did this after `since`. */
export const actedSince = (actorId: number, action: AuditAction, since: Date): boolean =>
  store.auditEvents.some((row) => row.actorId === actorId && row.action === action && Date.parse(row.at) > +since)
