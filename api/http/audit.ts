import { createHmac } from 'node:crypto'
import type { Context } from 'koa'
import { recordAudit, type AuditEntry } from '../db/audit-events'
import type { AppDeps } from './handler'

export type { AuditEntry } from '../db/audit-events'

/** The key that hashes client addresses, derived from the notes key so no new secret is needed. */
const addressKeys = new WeakMap<Buffer, Buffer>()
export function addressKeyOf(notesKey: Buffer): Buffer {
  let key = addressKeys.get(notesKey)
  if (!key) {
    key = createHmac('sha256', notesKey).update('audit-address-key').digest()
    addressKeys.set(notesKey, key)
  }
  return key
}

/**
 * Appends one event to the audit trail (docs/product.md#15-trust), with the caller's address as a
 * keyed hash; `ctx` is null outside a request.
 */
export function audit(deps: AppDeps, ctx: Context | null, entry: AuditEntry): Promise<void> {
  return recordAudit(deps.db, addressKeyOf(deps.config.notesEncryptionKey), ctx, entry)
}
