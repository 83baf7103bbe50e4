import type { DataExport } from '../../contract/schemas/account'
import { presentUser } from '../../http/session-user'
import { presentAccount as presentAccountPage } from '../account'
import type { AccountRow } from './repo'

export function presentAccount(row: AccountRow): DataExport['account'] {
  return {
    ...presentUser(row),
    ...presentAccountPage(row),
    createdAt: new Date(row.created_at).toISOString(),
  }
}
