import { handle } from '../../http/handler'
import { exportMyData } from './export-data'

/** The person takes their data with them (docs/product.md#15-trust). */
export const dataExportRoutes = [handle('exportMyData', exportMyData)]
