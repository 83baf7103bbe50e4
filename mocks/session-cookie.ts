export const SESSION_COOKIE = 'wellness.sid'
/** One device cookie per account signed in on this browser (api/http/device-cookie.ts). */
export const deviceCookieName = (userId: number) => `wellness.device.${userId}`

type Delivery = 'header' | 'document'
let delivery: Delivery = 'header'

/**
 * Switches to the browser's way of delivering cookies. A service worker cannot set cookies, so
 * MSW copies a mocked Set-Cookie given in the response init into `document.cookie` (msw 2.15
 * `forwardResponseCookies`), and `document.cookie` ignores any cookie marked HttpOnly (RFC 6265,
 * 5.3 step 10): the browser build therefore sends its cookies without HttpOnly. Dev only.
 */
export function deliverSessionCookieThroughDocument(): void {
  delivery = 'document'
}

/**
 * A cookie the request carries.
 * - Node: from the request's own Cookie header (the first of that name, as koa's cookies module
 *   reads it). Not MSW's merged `cookies`: its jar is shared by the whole process, and MSW appends
 *   the jar's cookies after the request's own, so several clients would see each other's cookies.
 * - Browser: `Cookie` is a forbidden header there, so the page's request never shows it; MSW's
 *   `cookies` argument holds what document.cookie (and MSW's own jar) would send.
 */
export function readCookie(request: Request, cookies: Record<string, string>, name: string): string | null {
  if (delivery === 'document') return cookies[name] ?? null
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return null
}

export const readSessionId = (request: Request, cookies: Record<string, string>) =>
  readCookie(request, cookies, SESSION_COOKIE)

/** The Set-Cookie value that starts (id) or ends (null) a session in the browser. */
export function sessionCookie(sessionId: string | null, httpOnly: boolean): string {
  const value = sessionId ?? ''
  const expiry = sessionId === null ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : ''
  return `${SESSION_COOKIE}=${value}; Path=/${expiry}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax`
}

/**
 * An account's device cookie (api/http/device-cookie.ts), kept 180 days and sent only to sign-in;
 * in the browser build on Path=/, since document.cookie shows a page only the cookies of its path.
 */
export function deviceCookie({ userId, token }: DeviceProof, httpOnly: boolean): string {
  const path = httpOnly ? '/api/login' : '/'
  const flags = `Path=${path}; Max-Age=15552000${httpOnly ? '; HttpOnly' : ''}; SameSite=Strict`
  return `${deviceCookieName(userId)}=${token}; ${flags}`
}

type DeviceProof = { userId: number; token: string }

export type AnswerCookies = { session?: string | null; device?: DeviceProof }

/**
 * Builds an answer carrying cookies. In Node they are appended after the response is constructed:
 * MSW only records a Set-Cookie passed in the init, and a recorded one goes into its process-wide
 * cookie jar and from there into every later request, whoever sends it.
 */
export function withCookies(
  headers: Headers,
  cookies: AnswerCookies,
  create: (headers: Headers) => Response,
): Response {
  const httpOnly = delivery === 'header'
  const lines = [
    ...(cookies.session === undefined ? [] : [sessionCookie(cookies.session, httpOnly)]),
    ...(cookies.device === undefined ? [] : [deviceCookie(cookies.device, httpOnly)]),
  ]
  if (!httpOnly) {
    for (const line of lines) headers.append('Set-Cookie', line)
    return create(headers)
  }
  const response = create(headers)
  for (const line of lines) response.headers.append('Set-Cookie', line)
  return response
}
