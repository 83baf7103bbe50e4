import { notificationSettingsTable } from '../../domain/notifications/route-table'
import { tableRoutes } from '../../http/mount-table'
import { settingsStore } from './repo'

/** Which updates a person gets, and how (docs/product.md#16-notifications). */
export const notificationSettingsRoutes = tableRoutes(notificationSettingsTable, ({ deps }) => settingsStore(deps.db))
