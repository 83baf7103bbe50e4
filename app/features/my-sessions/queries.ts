import { infiniteQueryOptions } from '@tanstack/react-query'
import { BOOKINGS_PAGE_SIZE } from '../../../api/contract/bookings-paging'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'
import { pageTotal } from '../../lib/page-total'
import { readWithHeaders } from '../../lib/read-with-headers'
import { queryRoots } from '../../lib/query-keys'

/** docs/product.md#6-bookings: My sessions refreshes itself every 30 seconds while open. */
export const MY_SESSIONS_REFETCH_MS = 30_000

/**
 * Under ['bookings'], so it is a personal copy kept on this device (app/lib/offline/stored-queries.ts),
 * forgotten on logout and refreshed by a new booking or a delivered change.
 */
export const mySessionsKey = [...queryRoots.bookings, 'mine'] as const

export type MySessionsPage = { bookings: ClientBooking[]; total: number }

async function fetchPage(offset: number, signal: AbortSignal): Promise<MySessionsPage> {
  const { data, headers } = await readWithHeaders('myClientBookings', {
    query: { limit: BOOKINGS_PAGE_SIZE, offset },
    signal,
  })
  return { bookings: data, total: pageTotal(headers, offset, data.length, BOOKINGS_PAGE_SIZE) }
}

/** GET /api/me/bookings: the person's own bookings, upcoming then past (api/contract/my-sessions-order.ts), a page at a time. */
export const mySessionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: mySessionsKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((count, page) => count + page.bookings.length, 0)
      return last.bookings.length > 0 && read < last.total ? read : undefined
    },
  })
