import { checkWriteHead, parseWriteBody, type WriteHead } from '../../api/contract/pipeline/body'

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
 * The caller's address behind a trusted proxy (TRUST_PROXY=true): the first X-Forwarded-For
 * entry. A browser on the mocks sends none, so every tab there is one address.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'this-browser'
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
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

/**
 * The contract's checks on a state-changing request's headers (403, 415, 413), before access and
 * before the body is parsed. A request made inside the page carries no Content-Length (the
 * browser adds it on the wire), so the mocks measure a copy of the body to know what it declares.
 */
export async function checkHead(request: Request, limit: number, form = false): Promise<WriteHead> {
  const declared = request.headers.get('content-length')
  const head = {
    origin: request.headers.get('origin'),
    ownOrigin: new URL(request.url).origin,
    contentType: request.headers.get('content-type'),
    contentLength: declared ?? String((await request.clone().arrayBuffer()).byteLength),
    chunked: request.headers.has('transfer-encoding'),
  }
  checkWriteHead(head, limit, form)
  return head
}

/**
 * Once the caller is allowed: the body's bytes, always read, as a body may come that no header
 * announced, and parsed as JSON only on routes that take one.
 */
export async function readBody(
  request: Request,
  head: WriteHead,
  limit: number,
  parse: boolean,
  form = false,
): Promise<unknown> {
  return parseWriteBody(head.contentType, new Uint8Array(await request.arrayBuffer()), limit, parse, form)
}
