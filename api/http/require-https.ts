import type { Middleware } from 'koa'
import { forbidden } from '../contract/errors'
import { messages } from '../contract/messages'
import { isApiPath } from '../contract/pipeline/api-path'

/**
 * With Secure cookies, an /api call that reached us over plain HTTP (no TLS in front, or a proxy
 * that says so) is refused before any session is touched: the cookies could not be sent back, and
 * Koa would fail the answer with a 500 after the sign-in had already been stored.
 */
export const requireHttps: Middleware = async (ctx, next) => {
  if (isApiPath(ctx.path) && !ctx.secure) throw forbidden(messages.httpsRequired)
  await next()
}
