import { tooManyRequests, type ApiError } from '../../contract/errors'
import type { Limits } from '../../contract/limits'
import { format, messages } from '../../contract/messages'

/**
 * Retry-After on a refusal for too many pending requests. No moment is known (a professional's
 * answer frees a place), so it only tells automatic clients such as the outbox not to retry soon.
 */
export const PENDING_LIMIT_RETRY_AFTER_SECONDS = 15 * 60

/** A user's pending booking requests: with every professional, and with the one asked now. */
export type PendingCounts = { inAll: number; withProfessional: number }

type PendingLimits = Pick<Limits, 'pendingRequestsPerUser' | 'pendingRequestsPerProfessional'>

/** The 429 for one more pending request, or null while the user is under both limits. */
export function pendingLimitError(counts: PendingCounts, limits: PendingLimits): ApiError | null {
  const refuse = (template: string, count: number) =>
    tooManyRequests(format(template, { count: String(count) }), PENDING_LIMIT_RETRY_AFTER_SECONDS)
  // The limit in all first: it blocks every professional, so it is what the person most needs to know.
  if (counts.inAll >= limits.pendingRequestsPerUser) return refuse(messages.pendingRequestsPerUser, counts.inAll)
  if (counts.withProfessional >= limits.pendingRequestsPerProfessional) {
    return refuse(messages.pendingRequestsPerProfessional, counts.withProfessional)
  }
  return null
}
