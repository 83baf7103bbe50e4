import { dataExportTable } from '../../domain/accounts/route-table'
import { tableRoutes } from '../../http/mount-table'
import { knexExportPorts } from './export-data'

/** The person takes their data with them (docs/product.md#15-trust). */
export const dataExportRoutes = tableRoutes(dataExportTable, knexExportPorts)
