import { messages } from '../../contract/messages'
import type { AdminAuditEvent, AuditEvent } from '../../contract/schemas/audit'

/** An account an event names, as it is now; null when there is no such account. */
export type NamedAccount = { username: string; fullName: string | null; deleted: boolean } | null

/**
 * An account as an admin reads it now: a professional's full name, anyone else's username,
 * 'Deleted account' once deleted; null for no account.
 */
function nameOf(account: NamedAccount): string | null {
  if (account === null) return null
  if (account.deleted) return messages.deletedAccount
  return account.fullName || account.username
}

/**
 * A verification event as an admin reads it (GET /api/admin/audit). The trail holds ids only
 * (docs/decisions/010): the names are the accounts' names now. A professional's row outlives their
 * account; were it ever gone, so is the account.
 */
export function presentAdminAuditEvent(
  event: AuditEvent,
  actor: NamedAccount,
  professional: NamedAccount,
): AdminAuditEvent {
  return {
    ...event,
    actorName: nameOf(actor),
    professionalName: event.targetType === 'professional' ? (nameOf(professional) ?? messages.deletedAccount) : null,
  }
}
