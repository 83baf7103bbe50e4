import { infiniteQueryOptions } from '@tanstack/react-query'
import type { AdminPlace } from '../../../../api/contract/schemas/places'
import { pageTotal } from '../../../lib/page-total'
import { queryRoots } from '../../../lib/query-keys'
import { readWithHeaders } from '../../../lib/read-with-headers'
import { ADMIN_PAGE_SIZE } from '../queries'

export const adminPlacesKeys = {
  /** The admin's list, under the admin root: never stored on the device. */
  list: [...queryRoots.admin, 'places'] as const,
}

export type AdminPlacesPage = { entries: AdminPlace[]; total: number }

/** One page of GET /api/admin/places (least recently checked first); the total comes from X-Total-Count. */
async function fetchPage(offset: number, signal: AbortSignal): Promise<AdminPlacesPage> {
  const { data, headers } = await readWithHeaders('adminPlaces', {
    query: { limit: ADMIN_PAGE_SIZE, offset },
    signal,
  })
  return { entries: data, total: pageTotal(headers, offset, data.length, ADMIN_PAGE_SIZE) }
}

export const adminPlacesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminPlacesKeys.list,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((count, page) => count + page.entries.length, 0)
      return last.entries.length > 0 && read < last.total ? read : undefined
    },
  })
