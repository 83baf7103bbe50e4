import type { Middleware } from 'koa'
import type { Logger } from './log'

/** One line per request: method, path (never the query), status and duration. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const start = performance.now()
    try {
      await next()
    } finally {
      logger.info(`${ctx.method} ${ctx.path} ${ctx.status} ${Math.round(performance.now() - start)}ms`)
    }
  }
}
