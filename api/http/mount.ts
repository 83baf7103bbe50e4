import type { Router, RouterContext } from '@koa/router'
import type { Context } from 'koa'
import { fileAnswerType } from '../contract/file-answers'
import { checkInput } from '../contract/pipeline/input'
import { JSON_BODY_LIMIT, routes, successStatus, type RouteDef, type RouteName } from '../contract/routes'
import { readWriteBody } from './body'
import type { AppDeps, Handler, HandlerInput, HandlerResult, RouteEntry } from './handler'
import { loadSessionUser } from './session-user'

/** The contract's pipeline (api/contract/pipeline) in its order; the router's match comes first. */
async function prepare(ctx: RouterContext, name: RouteName, route: RouteDef, deps: AppDeps) {
  const limit = route.bodyLimit ?? JSON_BODY_LIMIT
  const body =
    route.method === 'GET' ? undefined : await readWriteBody(ctx, deps.config.publicOrigin, limit, !!route.body)
  const user = await loadSessionUser(ctx, deps.db)
  const caller = user && { role: user.role, hasProfile: user.professionalId !== null }
  const checked = checkInput(name, {
    caller,
    params: ctx.params,
    query: { ...ctx.query },
    body,
    idempotencyKey: ctx.headers['idempotency-key'],
  })
  const input: HandlerInput<RouteName> = { ctx, deps, user, ...checked }
  return input
}

function respond(ctx: Context, route: RouteDef, result: HandlerResult<RouteName>): void {
  ctx.status = result.status ?? successStatus(route)
  if (result.headers) ctx.set(result.headers)
  // Before the body, which would otherwise make a file's text text/plain.
  const fileType = fileAnswerType(route, ctx.status)
  if (fileType) ctx.set('Content-Type', fileType)
  if (ctx.status !== 204) ctx.body = result.body
}

/** Mounts one route of the contract's table with its handler behind the whole request pipeline. */
export function mount(router: Router, entry: RouteEntry, deps: AppDeps): void {
  const route: RouteDef = routes[entry.name]
  // Each entry pairs a route name with that route's handler, so the input built for the name fits.
  const handler = entry.handler as unknown as Handler<RouteName>
  router.register(route.path, [route.method], async (ctx) => {
    const input = await prepare(ctx, entry.name, route, deps)
    respond(ctx, route, await handler(input))
  })
}
