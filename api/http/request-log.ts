import type { Middleware } from 'koa'
import type { Logger } from './log'
import { loggedPath } from './logged-path'

/** One line per request: method, path (never the query, nor a secret), status and duration. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const start = performance.now()
    try {
      await next()
    } finally {
      logger.info(`${ctx.method} ${loggedPath(ctx.path)} ${ctx.status} ${Math.round(performance.now() - start)}ms`)
    }
  }
}
