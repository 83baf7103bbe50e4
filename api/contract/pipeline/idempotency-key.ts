import canonicalize from 'canonicalize'
import { badRequest } from '../errors'
import { messages } from '../messages'
import type { RouteName } from '../routes'
import type { PathParams } from './params'

const KEY = /^[A-Za-z0-9_-]{8,128}$/

/** The Idempotency-Key header's form (the implementations keep the keys): absent is null, malformed 400. */
export function parseIdempotencyKey(header: unknown): string | null {
  if (header === undefined || header === null) return null
  if (typeof header !== 'string' || !KEY.test(header)) throw badRequest(messages.idempotencyKeyInvalid)
  return header
}

/**
 * What "the same request" under one key means: the route and the validated body with its path's
 * bookingId, as canonical JSON (RFC 8785), so the order of the keys changes nothing.
 */
export function idempotentRequestText(route: RouteName, params: PathParams, body: unknown): string {
  const request = params.bookingId === undefined ? body : { bookingId: params.bookingId, ...(body as object) }
  return `${route}\n${canonicalize(request) ?? 'null'}`
}
