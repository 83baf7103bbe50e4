import { analyticsTable } from '../../api/domain/bookings/route-table'
import type { Analytics } from '../../api/contract/schemas/dashboard'
import { professionalBookings } from '../stores/own-bookings-store'
import { mockTable } from './table'

export const dashboardHandlers = mockTable(analyticsTable, () => ({
  async count(professionalId, filters) {
    const counts = Object.entries(filters).map(([name, filter]) => [
      name,
      professionalBookings(professionalId, filter).length,
    ])
    return Object.fromEntries(counts) as Analytics
  },
}))
