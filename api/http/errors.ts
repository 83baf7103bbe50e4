import type { Context, Middleware } from 'koa'
import { ApiError } from '../contract/errors'
import type { Logger } from './log'
import { loggedPath } from './logged-path'

type HttpLikeError = { status?: unknown; expose?: unknown; message?: unknown }

/** Errors raised by Koa and its helpers for bad requests (http-errors): a 4xx that is safe to show. */
function exposedClientError(error: unknown): { status: number; message: string } | null {
  if (typeof error !== 'object' || error === null) return null
  const { status, expose, message } = error as HttpLikeError
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return null
  return { status, message: typeof message === 'string' ? message : 'Bad request' }
}

/** Every error becomes JSON `{message, fieldErrors?}`; unexpected ones are a logged 500. */
/** Past this much declared body, a refused request's rest is not worth receiving to keep the connection. */
const DRAIN_AT_MOST = 64 * 1024

/**
 * A refusal of a request whose large body was not (wholly) read, such as an anonymous upload's
 * 401: answered with Connection: close, so the server closes the socket instead of receiving
 * megabytes only to throw them away. A client still sending may then see the connection reset
 * rather than the answer; small bodies are drained as before, so ordinary calls keep theirs.
 */
function closeIfBodyUnread(ctx: Context): void {
  const { 'content-length': length, 'transfer-encoding': chunked } = ctx.req.headers
  const large = chunked !== undefined || Number(length ?? 0) > DRAIN_AT_MOST
  if (large && !ctx.req.readableEnded) ctx.set('Connection', 'close')
}

export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      closeIfBodyUnread(ctx)
      if (error instanceof ApiError) {
        ctx.status = error.status
        ctx.set(error.headers)
        ctx.body = error.body
        return
      }
      const client = exposedClientError(error)
      if (client) {
        ctx.status = client.status
        ctx.body = { message: client.message }
        return
      }
      logger.error(`Unhandled error answering ${ctx.method} ${loggedPath(ctx.path)}`, error)
      ctx.status = 500
      ctx.body = { message: 'Internal server error' }
    }
  }
}
