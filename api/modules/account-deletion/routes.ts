import { deletionTable } from '../../domain/accounts/credentials-table'
import { tableRoutes } from '../../http/mount-table'
import { signedIn } from '../../http/signed-in'
import { ownDeletionPorts } from './delete-account'

/** The person deletes their own account (docs/product.md#15-trust). */
export const accountDeletionRoutes = tableRoutes(deletionTable, ({ ctx, deps, user }) =>
  ownDeletionPorts(ctx, deps, signedIn(user)),
)
