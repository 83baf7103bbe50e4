export const SESSION_COOKIE = 'wellness.sid'

type Delivery = 'header' | 'document'
let delivery: Delivery = 'header'

/**
 * Switches to the browser's way of delivering the cookie. A service worker cannot set cookies, so
 * MSW copies a mocked Set-Cookie given in the response init into `document.cookie` (msw 2.15
 * `forwardResponseCookies`), and `document.cookie` ignores any cookie marked HttpOnly (RFC 6265,
 * 5.3 step 10): the browser build therefore sends the cookie without HttpOnly. Dev only.
 */
export function deliverSessionCookieThroughDocument(): void {
  delivery = 'document'
}

/**
 * The session id the request carries.
 * - Node: from the request's own Cookie header (the first `wellness.sid`, as koa's cookies module
 *   reads it). Not MSW's merged `cookies`: its jar is shared by the whole process, and MSW appends
 *   the jar's cookies after the request's own, so several clients would see each other's sessions.
 * - Browser: `Cookie` is a forbidden header there, so the page's request never shows it; MSW's
 *   `cookies` argument holds what document.cookie (and MSW's own jar) would send.
 */
export function readSessionId(request: Request, cookies: Record<string, string>): string | null {
  if (delivery === 'document') return cookies[SESSION_COOKIE] ?? null
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === SESSION_COOKIE) return pair.slice(separator + 1).trim()
  }
  return null
}

/** The Set-Cookie value that starts (id) or ends (null) a session in the browser. */
export function sessionCookie(sessionId: string | null, httpOnly: boolean): string {
  const value = sessionId ?? ''
  const expiry = sessionId === null ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : ''
  return `${SESSION_COOKIE}=${value}; Path=/${expiry}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax`
}

/**
 * Builds an answer carrying the session cookie. In Node the cookie is appended after the response
 * is constructed: MSW only records a Set-Cookie passed in the init, and a recorded one goes into
 * its process-wide cookie jar and from there into every later request, whoever sends it.
 */
export function withSessionCookie(
  headers: Headers,
  sessionId: string | null,
  create: (headers: Headers) => Response,
): Response {
  if (delivery === 'document') {
    headers.append('Set-Cookie', sessionCookie(sessionId, false))
    return create(headers)
  }
  const response = create(headers)
  response.headers.append('Set-Cookie', sessionCookie(sessionId, true))
  return response
}
