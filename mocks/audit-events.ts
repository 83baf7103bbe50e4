import { NOTES_READ_QUIET_MINUTES, type AuditEvent } from '../api/contract/schemas/audit'
import { recordMockAudit } from './audit'
import { store, type AuditEventRow, type UserRow } from './store'

/** The account as the actor and subject of an event it caused itself. */
export const selfEvent = (user: UserRow) => ({ actor: { id: user.id, role: user.role }, subjectId: user.id })

export function presentAuditEvent({ subjectId: _subjectId, ...event }: AuditEventRow): AuditEvent {
  return event
}

/** The events about one account, newest first; `limit` of them when given. */
export function eventsAbout(userId: number, limit?: number): AuditEvent[] {
  const events = store.auditEvents.filter((row) => row.subjectId === userId).sort((a, b) => b.id - a.id)
  return events.slice(0, limit).map(presentAuditEvent)
}

/** One notesRead event per reader per quiet period, however often the list is read. */
export function recordNotesRead(reader: UserRow, now: Date = new Date()): void {
  const since = now.getTime() - NOTES_READ_QUIET_MINUTES * 60_000
  const recent = store.auditEvents.some(
    (row) => row.actorId === reader.id && row.action === 'notesRead' && Date.parse(row.at) > since,
  )
  if (!recent) recordMockAudit({ action: 'notesRead', ...selfEvent(reader) }, now)
}
