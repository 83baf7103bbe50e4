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
  // The loader in a small file of its own (the router keeps it in every page's first load otherwise,
  // with the dashboard's queries: issue 20), fetched beside the page's, so the prefetch still starts first.
  codeSplitGroupings: [['loader'], ['component']],
  component: DashboardPage,
  staticData: { title: msg`Professional Dashboard` },
})
