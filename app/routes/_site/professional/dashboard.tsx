import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '../../../features/auth/require-role'
import { DashboardPage } from '../../../features/dashboard/dashboard-page'

/** Professionals only: the spinner while the session loads, /auth when signed out, / for other roles. */
export const Route = createFileRoute('/_site/professional/dashboard')({
  beforeLoad: ({ context }) => requireRole(context.auth, 'professional'),
  component: DashboardPage,
})
