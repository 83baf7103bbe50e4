import type { Router, RouterContext } from '@koa/router'
import type { Context } from 'koa'
import { JSON_BODY_LIMIT, routes, successStatus, type RouteDef, type RouteName } from '../contract/routes'
import { parseInput } from '../contract/validate'
import { checkAccess } from './access'
import { checkDeclaredLength, readJsonBody } from './body'
import { checkContentType } from './content-type'
import type { AppDeps, Handler, HandlerInput, HandlerResult, RouteEntry } from './handler'
import { readIdempotencyKey } from './idempotency-key'
import { checkOrigin } from './origin'
import { parseParams } from './params'
import { loadSessionUser } from './session-user'

function validated(schema: RouteDef['body'], input: unknown): unknown {
  if (!schema) return undefined
  const result = parseInput(schema, input)
  if (!result.ok) throw result.error
  return result.value
}

/** Steps 2-8 of docs/decisions/001, in that order; step 1 is the router's match. */
async function prepare(ctx: RouterContext, name: RouteName, route: RouteDef, deps: AppDeps) {
  const limit = route.bodyLimit ?? JSON_BODY_LIMIT
  let body: unknown
  if (route.method !== 'GET') {
    checkOrigin(ctx, deps.config.publicOrigin)
    checkContentType(ctx)
    if (route.body) body = await readJsonBody(ctx, limit)
    else checkDeclaredLength(ctx, limit)
  }
  const user = await loadSessionUser(ctx, deps.db)
  checkAccess(name, route.access, user)
  const params = parseParams(ctx.params)
  const input: HandlerInput<RouteName> = {
    ctx,
    deps,
    user,
    params,
    query: validated(route.query, { ...ctx.query }) as HandlerInput<RouteName>['query'],
    body: validated(route.body, body) as HandlerInput<RouteName>['body'],
    idempotencyKey: route.idempotent ? readIdempotencyKey(ctx) : null,
  }
  return input
}

function respond(ctx: Context, route: RouteDef, result: HandlerResult<RouteName>): void {
  ctx.status = result.status ?? successStatus(route)
  if (result.headers) ctx.set(result.headers)
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
