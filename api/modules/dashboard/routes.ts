import { analyticsTable } from '../../domain/bookings/route-table'
import { tableRoutes } from '../../http/mount-table'
import { presentAnalytics } from './present'
import { countBookings } from './repo'

export const dashboardRoutes = tableRoutes(analyticsTable, ({ deps }) => ({
  count: async (professionalId, filters) => presentAnalytics(await countBookings(deps.db, professionalId, filters)),
}))
