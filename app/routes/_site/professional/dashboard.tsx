import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '../../../features/auth/require-role'
import { DashboardPage } from '../../../features/dashboard/dashboard-page'
import { prefetchDashboard } from '../../../features/dashboard/queries'

/** Professionals only: the spinner while the session loads, /auth when signed out, / for other roles. */
export const Route = createFileRoute('/_site/professional/dashboard')({
  beforeLoad: ({ context }) => requireRole(context.auth, 'professional'),
  // Starts the bookings and counters while the page's code loads; the tabs show their own loading texts.
  loader: ({ context }) => prefetchDashboard(context.queryClient),
  component: DashboardPage,
})
