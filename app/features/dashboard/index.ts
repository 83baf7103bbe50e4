// What other features may use of the dashboard: the keys of its queries, to refresh them.
export { dashboardKeys } from './queries'
