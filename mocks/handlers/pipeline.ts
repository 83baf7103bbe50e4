import { http, type HttpHandler } from 'msw'
import { notFound, unprocessable } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { fileAnswerType } from '../../api/contract/file-answers'
import { runPipeline } from '../../api/contract/pipeline/run'
import { routes, successStatus, type RouteDef, type RouteName } from '../../api/contract/routes'
import { findIdempotencyKey, rememberIdempotencyKey, requestFingerprint } from '../idempotency'
import { findUser, professionalOfUser } from '../repo'
import { deviceCookieName, readCookie, readSessionId } from '../session-cookie'
import { resumeSession } from '../sessions'
import { takeUpload } from '../sign-in-limits'
import { store, type SessionRow } from '../store'
import { withStoreLock } from '../store-lock'
import { checkHead, clientAddress, pathMatcher, queryObject, readBody } from './request'
import { respond, respondFile, respondWithError } from './respond'
import type { MockHandler, MockInput, RouteOptions } from './types'

const byMethod = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete }

/**
 * One MSW handler for one route of the contract's table: the contract's pipeline over a fetch
 * Request (api/contract/pipeline/run.ts, which the Koa mount runs too), then idempotency and the
 * handler. Every step throws an ApiError that becomes the JSON error answer.
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

/** A file's text as is, its bytes copied out of whatever buffer holds them. */
const fileBody = (body: unknown) => (body instanceof Uint8Array ? new Uint8Array(body) : String(body))

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
  let session: SessionRow | null = null
  const {
    caller,
    params: pathParams,
    query,
    body,
    idempotencyKey,
  } = await runPipeline(name, {
    head: (limit, form) => checkHead(request, limit, form),
    async caller() {
      session = resumeSession(readSessionId(request, cookies))
      const account = session && findUser(session.userId)
      // A session made before the password last changed is over: its credential version is older.
      if (!account || (account.credentialVersion ?? 0) !== session!.credentialVersion) return null
      return {
        user: account,
        professional: account.role === 'professional' ? (professionalOfUser(account.id) ?? null) : null,
      }
    },
    access: ({ user, professional }) => ({ role: user.role, hasProfile: professional !== null }),
    countUpload: ({ user }) => takeUpload(user.id),
    body: (head, limit, takesBody, form) => readBody(request, head, limit, takesBody, form),
    raw: { params, query: queryObject(url), idempotencyKey: request.headers.get('idempotency-key') },
  })
  const user = caller?.user ?? null
  const professional = caller?.professional ?? null
  const fingerprint = idempotencyKey && user ? await requestFingerprint(name, pathParams, body) : null

  const address = clientAddress(request)
  const deviceCookie = (userId: number) => readCookie(request, cookies, deviceCookieName(userId))
  const answerCookies = {}
  const input = {
    ...{ user, professional, session, address, deviceCookie, cookies: answerCookies },
    ...{ params: pathParams, query, body },
  } as MockInput<N>
  // Under the store's lock, the key check, the handler and the key's record are one transaction.
  const answer = await withStoreLock(async () => {
    if (idempotencyKey && fingerprint && user) {
      const previous = findIdempotencyKey(user.id, idempotencyKey)
      if (previous) {
        if (previous.fingerprint !== fingerprint) throw unprocessable(messages.idempotencyKeyReused)
        const booking = store.bookings.find((row) => row.id === previous.bookingId)
        if (!booking || !options.replay) throw notFound(messages.bookingNotFound)
        return { result: await options.replay(previous, input), status: previous.status }
      }
    }
    const result = await handler(input)
    const status = result.status ?? successStatus(route)
    if (idempotencyKey && fingerprint && user && result.bookingId !== undefined) {
      const { bookingId, messageId } = result
      rememberIdempotencyKey({ userId: user.id, key: idempotencyKey, fingerprint, status, bookingId, messageId })
    }
    return { result, status }
  })
  const { result, status } = answer
  const fileType = fileAnswerType(route, status)
  if (fileType) return respondFile(status, fileBody(result.body), fileType, result.headers)
  return respond(status, result.body, result.headers, answerCookies)
}
