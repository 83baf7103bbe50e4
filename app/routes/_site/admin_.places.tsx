import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AdminPlacesPage } from '../../features/admin/places/admin-places-page'
import { requireRole } from '../../features/auth/require-role'

/** Admins only, as /admin: /auth when signed out (and back here after), / for other roles. */
export const Route = createFileRoute('/_site/admin_/places')({
  beforeLoad: ({ context, location }) => requireRole(context.auth, 'admin', location.href),
  component: AdminPlacesPage,
  staticData: { title: msg`Places of care` },
})
