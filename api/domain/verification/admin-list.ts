import type { AdminVerification, AdminVerificationsQuery } from '../../contract/schemas/verification'
import { adminSearch, matchesAdminSearch } from '../professionals/admin-search'
import { compareByName } from '../professionals/directory'
import { pageOf } from '../paging'

/** Oldest submission first, then by id: the queue's order. */
function bySubmission(a: AdminVerification, b: AdminVerification): number {
  const [first, second] = [a.verification.submittedAt!, b.verification.submittedAt!]
  if (first === second) return a.professional.id - b.professional.id
  return first < second ? -1 : 1
}

/**
 * The admin's list over every professional's entry (the mocks'; the server's SQL in
 * api/modules/verification/repo.ts keeps the same rule, and the contract suite holds both to it):
 * the entries in the asked state (as the answer reads it) whose name or username holds q, the queue
 * oldest first and every other list by name; one page and how many match.
 */
export function adminListPage(
  entries: readonly AdminVerification[],
  query: AdminVerificationsQuery,
): { page: AdminVerification[]; total: number } {
  const search = adminSearch(query.q)
  const matching = entries
    .filter((entry) => !query.state || entry.verification.state === query.state)
    .filter((entry) => !search || matchesAdminSearch(entry.professional, search))
    .sort(query.state === 'submitted' ? bySubmission : (a, b) => compareByName(a.professional, b.professional))
  return pageOf(matching, query)
}
