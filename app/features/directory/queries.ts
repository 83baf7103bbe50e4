import { infiniteQueryOptions } from '@tanstack/react-query'
import { DIRECTORY_PAGE_SIZE } from '../../../api/contract/directory-filters'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { pageTotalCount } from '../../lib/page-total'
import { readWithHeaders } from '../../lib/read-with-headers'
import { saveDataOn } from '../../lib/save-data/save-data'
import type { DirectoryFilters } from './filters'
import { queryRoots } from '../../lib/query-keys'

/** `capped`: X-Total-Count said `1000+`, so `total` is only a floor (absent in copies stored before it could be). */
export type ProfessionalsPage = { professionals: Professional[]; total: number; capped?: boolean }

/** With Save data on (issue 20), half a page: each page's photos and facts cost less to fetch. */
export const SAVE_DATA_PAGE_SIZE = 6

/** How many professionals one page asks for now. */
export const directoryPageSize = () => (saveDataOn() ? SAVE_DATA_PAGE_SIZE : DIRECTORY_PAGE_SIZE)

/** Every directory query starts with this key, so a profile change can refresh them all. */
export const professionalsQueryKey = queryRoots.professionals

/** The directory's query for some filters (StoredCopyNote shows when it is a stored copy). */
export const professionalsKey = (filters: DirectoryFilters) => [...professionalsQueryKey, filters] as const

/** One page of GET /api/professionals (verified=true unless everyone is asked for); the total comes from X-Total-Count. */
export async function fetchProfessionalsPage(
  filters: DirectoryFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ProfessionalsPage> {
  const { verified, ...chosen } = filters
  const limit = directoryPageSize()
  const { data, headers } = await readWithHeaders('listProfessionals', {
    query: { ...chosen, verified: verified === false ? undefined : 'true', limit, offset },
    signal,
  })
  const { count, capped } = pageTotalCount(headers, offset, data.length, limit)
  return { professionals: data, total: count, capped }
}

/**
 * The directory for some filters, a page at a time; the next offset is the count shown so far.
 * Past a capped total, a full page means there may be more.
 */
export const professionalsQueryOptions = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: professionalsKey(filters),
    // Stored on this device (app/lib/offline/stored-queries.ts) and shown when the network is gone.
    queryFn: ({ pageParam, signal }) => fetchProfessionalsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((count, page) => count + page.professionals.length, 0)
      const more = shown < last.total || (last.capped === true && last.professionals.length === directoryPageSize())
      return last.professionals.length > 0 && more ? shown : undefined
    },
  })
