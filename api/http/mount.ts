import type { Router, RouterContext } from '@koa/router'
import type { Context } from 'koa'
import { fileAnswerType } from '../contract/file-answers'
import { runPipeline } from '../contract/pipeline/run'
import { routes, successStatus, type RouteDef, type RouteName } from '../contract/routes'
import { checkHead, readBody } from './body'
import type { AppDeps, Handler, HandlerInput, HandlerResult, RouteEntry } from './handler'
import { loadSessionUser } from './session-user'

/** The contract's pipeline (api/contract/pipeline/run.ts) over Koa's request; the router's match comes first. */
async function prepare(ctx: RouterContext, name: RouteName, deps: AppDeps): Promise<HandlerInput<RouteName>> {
  const { caller: user, ...checked } = await runPipeline(name, {
    head: (limit, form) => checkHead(ctx, deps.config.publicOrigin, limit, form),
    caller: () => loadSessionUser(ctx, deps.db),
    access: (user) => ({ role: user.role, hasProfile: user.professionalId !== null }),
    countUpload: (user) => deps.uploadLimit(user.id),
    body: (head, limit, takesBody, form) => readBody(ctx, head, limit, takesBody, form),
    raw: { params: ctx.params, query: { ...ctx.query }, idempotencyKey: ctx.headers['idempotency-key'] },
  })
  return { ctx, deps, user, ...checked }
}

function respond(ctx: Context, route: RouteDef, result: HandlerResult<RouteName>): void {
  ctx.status = result.status ?? successStatus(route)
  if (result.headers) ctx.set(result.headers)
  // Before the body, which would otherwise make a file's text text/plain.
  const fileType = fileAnswerType(route, ctx.status)
  if (fileType) ctx.set('Content-Type', fileType)
  if (ctx.status === 204) return
  if (result.body !== null) {
    ctx.body = result.body
    return
  }
  // A JSON null (hours not set yet): Koa would answer a null body with 204 and nothing.
  ctx.body = 'null'
  ctx.type = 'application/json'
}

/** Mounts one route of the contract's table with its handler behind the whole request pipeline. */
export function mount(router: Router, entry: RouteEntry, deps: AppDeps): void {
  const route: RouteDef = routes[entry.name]
  // Each entry pairs a route name with that route's handler, so the input built for the name fits.
  const handler = entry.handler as unknown as Handler<RouteName>
  router.register(route.path, [route.method], async (ctx) => {
    const input = await prepare(ctx, entry.name, deps)
    respond(ctx, route, await handler(input))
  })
}
