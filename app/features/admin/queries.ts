import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { AdminVerification, VerificationState } from '../../../api/contract/schemas/verification'
import { callApi } from '../../lib/api-client'
import { pageTotal } from '../../lib/page-total'
import { readWithHeaders } from '../../lib/read-with-headers'
import { queryRoots } from '../../lib/query-keys'

/** How many entries each read of a list brings (the API's default page). */
export const ADMIN_PAGE_SIZE = 50

/** What the list of all professionals is narrowed by: a name or username, and a state. */
export type ProfessionalFilters = { q: string; state: VerificationState | null }

/** Every admin read starts with 'admin', so a decision refreshes them all. Never stored on the device. */
export const adminKeys = {
  all: queryRoots.admin,
  queue: [...queryRoots.admin, 'queue'] as const,
  professionals: (filters: ProfessionalFilters) => [...queryRoots.admin, 'professionals', filters] as const,
  events: [...queryRoots.admin, 'events'] as const,
  messageReports: [...queryRoots.admin, 'message-reports'] as const,
  /** The directory's lists (its own feature), refreshed when a badge comes or goes. */
  directory: queryRoots.professionals,
}

export type AdminPage = { entries: AdminVerification[]; total: number }

/** One page of GET /api/admin/verifications; the total comes from X-Total-Count. */
async function fetchPage(filters: ProfessionalFilters, offset: number, signal: AbortSignal): Promise<AdminPage> {
  const query = { q: filters.q === '' ? null : filters.q, state: filters.state, limit: ADMIN_PAGE_SIZE, offset }
  const { data, headers } = await readWithHeaders('adminVerifications', { query, signal })
  return { entries: data, total: pageTotal(headers, offset, data.length, ADMIN_PAGE_SIZE) }
}

const pagedOptions = (filters: ProfessionalFilters) => ({
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => fetchPage(filters, pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last: AdminPage, pages: AdminPage[]) => {
    const read = pages.reduce((count, page) => count + page.entries.length, 0)
    return last.entries.length > 0 && read < last.total ? read : undefined
  },
})

/** The queue: submitted checks, oldest first (the server's order for state=submitted). */
export const queueQueryOptions = () =>
  infiniteQueryOptions({ queryKey: adminKeys.queue, ...pagedOptions({ q: '', state: 'submitted' }) })

/** Every professional, listed or not, narrowed by name and state. */
export const professionalsQueryOptions = (filters: ProfessionalFilters) =>
  infiniteQueryOptions({ queryKey: adminKeys.professionals(filters), ...pagedOptions(filters) })

/** GET /api/admin/audit: the latest verification events, newest first. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.events,
    queryFn: ({ signal }) => callApi('adminAudit', { query: { limit: ADMIN_PAGE_SIZE }, signal }),
  })

/** GET /api/admin/message-reports: each reported message alone, its sender and the reason, newest first. */
export const messageReportsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.messageReports,
    queryFn: ({ signal }) => callApi('adminMessageReports', { signal }),
  })
