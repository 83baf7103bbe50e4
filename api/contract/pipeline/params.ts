import { notFound } from '../errors'
import { isStoredId } from '../ids'
import { messages } from '../messages'

export type PathParams = { bookingId?: number }

/** A :bookingId that is not a positive integer (that fits an SQL integer) is 404, exactly like an unknown id. */
export function parseParams(params: Readonly<Record<string, unknown>>): PathParams {
  const raw = params.bookingId
  if (typeof raw !== 'string') return {}
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN
  if (!isStoredId(id)) throw notFound(messages.bookingNotFound)
  return { bookingId: id }
}
