import { notFound } from '../contract/errors'
import { isStoredId } from '../contract/ids'
import { messages } from '../contract/messages'

/** Step 6: a :bookingId that is not a positive integer (that fits an SQL integer) is 404, exactly like an unknown id. */
export function parseParams(params: Record<string, string | undefined>): { bookingId?: number } {
  const raw = params.bookingId
  if (raw === undefined) return {}
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN
  if (!isStoredId(id)) throw notFound(messages.bookingNotFound)
  return { bookingId: id }
}
