import type { ApiError } from '../errors'
import { notFound } from '../errors'
import { isStoredId } from '../ids'
import { messages } from '../messages'

export type PathParams = {
  bookingId?: number
  professionalId?: number
  messageId?: number
  placeId?: number
  reportId?: number
  /** A webhook's secret path part, as given: its handler compares it (a wrong one is 404). */
  secret?: string
}

/** Each path id and the answer when it is not one: exactly the answer to an unknown id. */
const PATH_IDS = {
  bookingId: () => notFound(messages.bookingNotFound),
  professionalId: () => notFound(messages.professionalNotFound),
  messageId: () => notFound(messages.messageNotFound),
  placeId: () => notFound(messages.placeNotFound),
  reportId: () => notFound(messages.reportNotFound),
} as const satisfies Record<Exclude<keyof PathParams, 'secret'>, () => ApiError>

/** A path id that is not a positive integer (that fits an SQL integer) is 404, exactly like an unknown id. */
export function parseParams(params: Readonly<Record<string, unknown>>): PathParams {
  const parsed: PathParams = {}
  if (typeof params.secret === 'string') parsed.secret = params.secret
  for (const name of Object.keys(PATH_IDS) as (keyof typeof PATH_IDS)[]) {
    const raw = params[name]
    if (typeof raw !== 'string') continue
    const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN
    if (!isStoredId(id)) throw PATH_IDS[name]()
    parsed[name] = id
  }
  return parsed
}
