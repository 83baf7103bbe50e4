import { messages } from '../contract/messages'
import type { Counters } from '../domain/accounts/sign-in-limits'

/** Counts one call that may carry an upload against the account's hour; 429 past the limit. */
export type UploadLimit = (userId: number) => Promise<void>

/** The per-account upload limit (docs/decisions/001, step 6), kept with the sign-in counters. */
export function createUploadLimit(counters: Pick<Counters, 'uploads'>): UploadLimit {
  return (userId) => counters.uploads.take(String(userId), messages.tooManyUploads)
}
