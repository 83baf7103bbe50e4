import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { professionalsQueryKey } from '../queries'

/**
 * GET /api/professionals/{id}: the public profile, hours and next free time. Under the directory's
 * key, so it is stored on this device with it and refreshed when a profile changes.
 */
export const professionalPageQueryOptions = (professionalId: number) =>
  queryOptions({
    queryKey: [...professionalsQueryKey, 'page', professionalId],
    queryFn: ({ signal }) => callApi('professionalPage', { params: { professionalId }, signal }),
  })
