import { exportDisposition } from '../../contract/data-export'
import { OWN_AUDIT_LIMIT, type AuditEvent } from '../../contract/schemas/audit'
import { signedInCaller, type RouteTable } from '../route-table'
import { exportData, type ExportPorts } from './export-data'
import { updateAccount, type AccountStore } from './update-account'

/** What the account page's routes need of each side's storage, for the signed-in account. */
export type AccountPorts = AccountStore & {
  /** The account's events, newest first, `limit` of them. */
  events(limit: number): Promise<AuditEvent[]>
}

/** The account page: what the person told us about themselves and their last events (docs/product.md#15-trust). */
export const accountTable: RouteTable<AccountPorts, 'myAccount' | 'updateAccount' | 'myAudit'> = {
  myAccount: async (ports) => ({ body: await ports.readAccount() }),
  updateAccount: async (ports, { body }) => ({ body: await updateAccount(ports, body) }),
  myAudit: async (ports) => ({ body: await ports.events(OWN_AUDIT_LIMIT) }),
}

/** The person takes their data with them (docs/product.md#15-trust): one JSON file, dated. */
export const dataExportTable: RouteTable<ExportPorts, 'exportMyData'> = {
  async exportMyData(ports, { caller }) {
    const now = new Date()
    const data = await exportData(ports, { person: signedInCaller(caller), now })
    return { body: JSON.stringify(data, null, 2), headers: { 'Content-Disposition': exportDisposition(now) } }
  },
}
