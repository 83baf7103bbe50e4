import { handle } from '../../http/handler'
import { deleteAccount } from './delete-account'

/** The person deletes their own account (docs/product.md#15-trust). */
export const accountDeletionRoutes = [handle('deleteAccount', deleteAccount)]
