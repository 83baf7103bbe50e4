import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '../../../features/auth/require-role'
import { DashboardPage } from '../../../features/dashboard/dashboard-page'
import { prefetchDashboard } from '../../../features/dashboard/queries'

/** Professionals only: the spinner while the session loads, /auth when signed out, / for other roles. */
export const Route = createFileRoute('/_site/professional/dashboard')({
  beforeLoad: ({ context, location }) => requireRole(context.auth, 'professional', location.href),
  // Starts the bookings and counters while the page's code loads; the tabs show their own loading texts.
  loader: ({ context }) => prefetchDashboard(context.queryClient),
  component: DashboardPage,
  staticData: { title: msg`Professional Dashboard` },
})
