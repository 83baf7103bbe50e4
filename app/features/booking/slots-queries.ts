import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '../../lib/api-client'
import { FREE_DAYS_SHOWN } from './free-days'

// The free times' reads, apart from the booking's write: the professional's page shows them
// without loading the outbox.

/**
 * GET /api/professionals/{id}/slots for the days Book a Session and the professional's page show,
 * from the person's today, read in their zone: one call for all of them.
 */
export const freeDaysQueryOptions = (professionalId: number, from: string, timezone: string) =>
  queryOptions({
    queryKey: ['slots', professionalId, 'days', from, timezone],
    queryFn: ({ signal }) =>
      callApi('professionalSlots', {
        params: { professionalId },
        query: { from, days: FREE_DAYS_SHOWN, timezone },
        signal,
      }),
  })

/** GET /api/professionals/{id}/slots for one day beyond those, read in the person's zone. */
export const freeTimesQueryOptions = (professionalId: number, date: string, timezone: string) =>
  queryOptions({
    queryKey: ['slots', professionalId, date, timezone],
    queryFn: ({ signal }) =>
      callApi('professionalSlots', { params: { professionalId }, query: { from: date, days: 1, timezone }, signal }),
    // The professional's hours stay known while another day's times load.
    placeholderData: keepPreviousData,
  })
