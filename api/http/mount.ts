import type { Router, RouterContext } from '@koa/router'
import type { Context } from 'koa'
import { fileAnswerType } from '../contract/file-answers'
import { checkAccess } from '../contract/pipeline/access'
import { mayCarryUpload } from '../contract/pipeline/body'
import { checkInput } from '../contract/pipeline/input'
import { JSON_BODY_LIMIT, routes, successStatus, type RouteDef, type RouteName } from '../contract/routes'
import { checkHead, readBody } from './body'
import type { AppDeps, Handler, HandlerInput, HandlerResult, RouteEntry } from './handler'
import { loadSessionUser } from './session-user'

/**
 * The contract's pipeline (docs/decisions/001) in its order; the router's match comes first.
 * Nothing of the body is read before the caller is allowed in and, for an upload, counted.
 */
async function prepare(ctx: RouterContext, name: RouteName, route: RouteDef, deps: AppDeps) {
  const limit = route.bodyLimit ?? JSON_BODY_LIMIT
  const form = route.form === true
  const head = route.method === 'GET' ? null : checkHead(ctx, deps.config.publicOrigin, limit, form)
  const user = await loadSessionUser(ctx, deps.db)
  checkAccess(name, route.access, user && { role: user.role, hasProfile: user.professionalId !== null })
  if (head && user && mayCarryUpload(route, head)) await deps.uploadLimit(user.id)
  const body = head ? await readBody(ctx, head, limit, !!route.body, form) : undefined
  const checked = checkInput(name, {
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
    const input = await prepare(ctx, entry.name, route, deps)
    respond(ctx, route, await handler(input))
  })
}
