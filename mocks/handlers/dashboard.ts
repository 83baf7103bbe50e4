import { analyticsCounters } from '../../api/domain/bookings/booking-filters'
import type { Analytics } from '../../api/contract/schemas/dashboard'
import { professionalBookings } from '../stores/own-bookings-store'
import { mockRoute } from './pipeline'

export const dashboardHandlers = [
  mockRoute('myAnalytics', ({ professional }) => {
    const counters = Object.entries(analyticsCounters()).map(([name, filter]) => [
      name,
      professionalBookings(professional.id, filter).length,
    ])
    return { body: Object.fromEntries(counters) as Analytics }
  }),
]
