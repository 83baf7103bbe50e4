import { http, type HttpHandler } from 'msw'
import { forbidden, notFound, unauthorized, unprocessable, badRequest, type ApiError } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { JSON_BODY_LIMIT, routes, successStatus, type RouteDef, type RouteName } from '../../api/contract/routes'
import { parseInput } from '../../api/contract/validate'
import { findIdempotencyKey, isIdempotencyKey, rememberIdempotencyKey, requestFingerprint } from '../idempotency'
import { findUser, professionalOfUser } from '../repo'
import { DEVICE_COOKIE, readCookie, readSessionId } from '../session-cookie'
import { resumeSession } from '../sessions'
import { store, type ProfessionalRow, type UserRow } from '../store'
import { checkOrigin, clientAddress, parseBookingId, pathMatcher, queryObject, readJsonBody } from './request'
import { respond, respondWithError } from './respond'
import type { MockHandler, MockInput, RouteOptions } from './types'

const byMethod = { GET: http.get, POST: http.post, PATCH: http.patch }

/**
 * One MSW handler for one route of the contract's table, running the server's pipeline in the
 * order of docs/decisions/001: origin, content type, size, JSON, access, path id, query and body,
 * idempotency, handler. Every step throws an ApiError that becomes the JSON error answer.
 */
export function mockRoute<N extends RouteName>(
  name: N,
  handler: MockHandler<N>,
  options: RouteOptions<N> = {},
): HttpHandler {
  const route: RouteDef = routes[name]
  const matchPath = pathMatcher(route.path)
  return byMethod[route.method](
    ({ request }) => matchPath(new URL(request.url).pathname),
    async ({ request, params, cookies }) => {
      try {
        return await run(name, route, handler, options, request, params, cookies)
      } catch (error) {
        return respondWithError(error)
      }
    },
  )
}

async function run<N extends RouteName>(
  name: N,
  route: RouteDef,
  handler: MockHandler<N>,
  options: RouteOptions<N>,
  request: Request,
  params: Record<string, unknown>,
  cookies: Record<string, string>,
): Promise<Response> {
  const url = new URL(request.url)
  let rawBody: unknown
  if (route.method !== 'GET') {
    checkOrigin(request, url)
    rawBody = await readJsonBody(request, route.bodyLimit ?? JSON_BODY_LIMIT, route.body !== undefined)
  }

  const session = resumeSession(readSessionId(request, cookies))
  const user = (session && findUser(session.userId)) || null
  const professional = user?.role === 'professional' ? (professionalOfUser(user.id) ?? null) : null
  const denied = accessError(name, route, user, professional)
  if (denied) throw denied

  const bookingId = typeof params.bookingId === 'string' ? parseBookingId(params.bookingId) : null
  const query = route.query ? validated(route.query, queryObject(url)) : undefined
  const body = route.body ? validated(route.body, rawBody) : undefined
  const idempotencyKey = route.idempotent ? readIdempotencyKey(request) : null
  const idempotentRequest = bookingId === null ? body : { bookingId, ...(body as object) }
  const fingerprint = idempotencyKey && user ? await requestFingerprint(name, idempotentRequest) : null

  // From here on nothing awaits, so the key check, the handler and the key's record are atomic.
  if (idempotencyKey && fingerprint && user) {
    const previous = findIdempotencyKey(user.id, idempotencyKey)
    if (previous) {
      if (previous.fingerprint !== fingerprint) throw unprocessable(messages.idempotencyKeyReused)
      const booking = store.bookings.find((row) => row.id === previous.bookingId)
      if (!booking || !options.replay) throw notFound(messages.bookingNotFound)
      return respond(previous.status, options.replay(booking))
    }
  }

  const pathParams = bookingId === null ? {} : { bookingId }
  const address = clientAddress(request)
  const deviceCookie = readCookie(request, cookies, DEVICE_COOKIE)
  const input = { user, professional, session, address, deviceCookie, params: pathParams, query, body } as MockInput<N>
  const result = handler(input)
  const status = result.status ?? successStatus(route)
  if (idempotencyKey && fingerprint && user && result.bookingId !== undefined) {
    rememberIdempotencyKey({ userId: user.id, key: idempotencyKey, fingerprint, status, bookingId: result.bookingId })
  }
  return respond(status, result.body, result.headers, { session: result.sessionCookie, device: result.deviceCookie })
}

/** 401 when signed out, 403 for the other role (or a professional without a profile), worded per route. */
function accessError(
  name: RouteName,
  route: RouteDef,
  user: UserRow | null,
  professional: ProfessionalRow | null,
): ApiError | null {
  if (route.access === 'public') return null
  if (!user) return unauthorized(name === 'createBooking' ? messages.authenticationRequired : messages.notSignedIn)
  if (route.access === 'user') return user.role === 'user' ? null : forbidden(messages.professionalsCannotBook)
  return professional ? null : forbidden(messages.professionalsOnly)
}

function validated(schema: Parameters<typeof parseInput>[0], input: unknown): unknown {
  const result = parseInput(schema, input)
  if (!result.ok) throw result.error
  return result.value
}

function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get('idempotency-key')
  if (key !== null && !isIdempotencyKey(key)) throw badRequest(messages.idempotencyKeyInvalid)
  return key
}
