import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '../../features/auth/require-role'
import { MySessionsPage } from '../../features/my-sessions/my-sessions-page'

/** Users only: /auth when signed out (and back here after), / for a professional. */
export const Route = createFileRoute('/_site/my-sessions')({
  beforeLoad: ({ context, location }) => requireRole(context.auth, 'user', location.href),
  component: MySessionsPage,
  staticData: { title: msg`My sessions` },
})
