import type { Middleware } from 'koa'
import { notFound } from '../contract/errors'
import { messages } from '../contract/messages'
import { isApiPath } from '../contract/pipeline/api-path'

/** After the router: an /api path or method it did not serve is a JSON 404. */
export const apiNotFound: Middleware = async (ctx, next) => {
  if (!isApiPath(ctx.path)) return next()
  throw notFound(messages.notFound)
}
