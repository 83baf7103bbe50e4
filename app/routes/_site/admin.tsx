import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '../../features/admin/admin-page'
import { requireRole } from '../../features/auth/require-role'

/** Admins only (docs/product.md#15-trust): /auth when signed out (and back here after), / for other roles. */
export const Route = createFileRoute('/_site/admin')({
  beforeLoad: ({ context, location }) => requireRole(context.auth, 'admin', location.href),
  component: AdminPage,
  staticData: { title: msg`Administration` },
})
