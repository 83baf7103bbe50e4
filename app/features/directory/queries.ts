import { infiniteQueryOptions } from '@tanstack/react-query'
import { DIRECTORY_PAGE_SIZE as PAGE_SIZE } from '../../../api/contract/directory-filters'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { pageTotalCount } from '../../lib/page-total'
import { readWithHeaders } from '../../lib/read-with-headers'
import type { DirectoryFilters } from './filters'
import { queryRoots } from '../../lib/query-keys'

/** `capped`: X-Total-Count said `1000+`, so `total` is only a floor (absent in copies stored before it could be). */
export type ProfessionalsPage = { professionals: Professional[]; total: number; capped?: boolean }

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
  const { data, headers } = await readWithHeaders('listProfessionals', {
    query: { ...chosen, verified: verified === false ? undefined : 'true', limit: PAGE_SIZE, offset },
    signal,
  })
  const { count, capped } = pageTotalCount(headers, offset, data.length, PAGE_SIZE)
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
      const more = shown < last.total || (last.capped === true && last.professionals.length === PAGE_SIZE)
      return last.professionals.length > 0 && more ? shown : undefined
    },
  })
