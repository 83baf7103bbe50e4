import { forbidden, notFound, tooLarge, unsupportedMediaType } from '../../api/contract/errors'
import { parseJsonBody } from '../../api/contract/json-body'
import { messages } from '../../api/contract/messages'

type PathMatch = { matches: boolean; params: Record<string, string> }

/** A matcher for a Koa-style path ('/api/bookings/:bookingId') against a URL's pathname. */
export function pathMatcher(path: string): (pathname: string) => PathMatch {
  const names: string[] = []
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  const pattern = new RegExp(`^${source}$`)
  return (pathname) => {
    const match = pattern.exec(pathname)
    if (!match) return { matches: false, params: {} }
    return { matches: true, params: Object.fromEntries(names.map((name, i) => [name, decodeSegment(match[i + 1]!)])) }
  }
}

/**
 * The caller's address as the server sees it with TRUST_PROXY=true: the first X-Forwarded-For
 * entry. A browser on the mocks sends none, so every tab there is one address.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'this-browser'
}

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** A path id that is not a positive integer names no booking: 404, like an unknown id. */
export function parseBookingId(raw: string): number {
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id)) throw notFound(messages.bookingNotFound)
  return id
}

/**
 * The query as a plain object of strings, like Koa's ctx.query: a repeated parameter becomes an
 * array, which the route's schema then refuses with a 400. No prototype, so `constructor` or
 * `__proto__` are ordinary (unknown) fields.
 */
export function queryObject(url: URL): Record<string, string | string[]> {
  const query = Object.create(null) as Record<string, string | string[]>
  for (const [key, value] of url.searchParams) {
    const previous = query[key]
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  return query
}

/** CSRF: an Origin header, when present, must be the request's own origin (case aside, as on the server). */
export function checkOrigin(request: Request, url: URL): void {
  const origin = request.headers.get('origin')
  if (origin !== null && origin.toLowerCase() !== url.origin.toLowerCase()) throw forbidden(messages.crossOrigin)
}

/**
 * The body of a state-changing request, in the pipeline's order: 415 for another content type (or
 * body bytes without one), 413 over the limit in bytes, then, only on routes that take a body, 400
 * when it does not parse. A blank body is undefined, which the route's schema refuses.
 */
export async function readJsonBody(request: Request, limit: number, parse: boolean): Promise<unknown> {
  const contentType = request.headers.get('content-type')
  const mediaType = contentType === null ? null : contentType.split(';')[0]!.trim().toLowerCase()
  if (mediaType !== null && mediaType !== 'application/json') throw unsupportedMediaType(messages.notJson)
  // The declared length first, as the server decides before reading a byte.
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (mediaType === null && declared > 0) throw unsupportedMediaType(messages.notJson)
  if (declared > limit) throw tooLarge(messages.bodyTooLarge)
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (mediaType === null && bytes.byteLength > 0) throw unsupportedMediaType(messages.notJson)
  if (bytes.byteLength > limit) throw tooLarge(messages.bodyTooLarge)
  return parse ? parseJsonBody(bytes) : undefined
}
