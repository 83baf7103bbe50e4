import { HttpResponse } from 'msw'
import { ApiError } from '../../api/contract/errors'
import { withCookies, type AnswerCookies } from '../session-cookie'

/** Every /api answer: JSON (or nothing), never cached. */
export function respond(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies: AnswerCookies = {},
): Response {
  const init = new Headers({ ...headers, 'Cache-Control': 'no-store' })
  if (body !== undefined) init.set('Content-Type', 'application/json')
  const create = (finalHeaders: Headers) =>
    new HttpResponse(body === undefined ? null : JSON.stringify(body), { status, headers: finalHeaders })
  return withCookies(init, cookies, create)
}

/** A file answer (a calendar file, a licence): its text or bytes with the route's content type, never cached. */
export function respondFile(
  status: number,
  file: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  headers: Record<string, string> = {},
) {
  return new HttpResponse(file, {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers, 'Content-Type': contentType },
  })
}

/** An ApiError as `{message, fieldErrors?}` with its headers (Retry-After); anything else is a 500. */
export function respondWithError(error: unknown): Response {
  if (error instanceof ApiError) return respond(error.status, error.body, error.headers)
  console.error('[mocks] unexpected error', error)
  return respond(500, { message: 'Internal server error' })
}
