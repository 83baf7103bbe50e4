import { routes, type RouteBody, type RouteDef, type RouteName, type RouteQuery } from '../routes'
import { parseInput } from '../validate'
import { parseIdempotencyKey } from './idempotency-key'
import { parseParams, type PathParams } from './params'

/** A request's input as it arrived, once its caller was allowed in and its body read. */
export type RawInput = {
  params: Readonly<Record<string, unknown>>
  query: unknown
  body: unknown
  idempotencyKey: unknown
}

/** What a handler may trust. */
export type CheckedInput<N extends RouteName> = {
  params: PathParams
  query: RouteQuery<N>
  body: RouteBody<N>
  /** A well-formed Idempotency-Key header on idempotent routes, else null. */
  idempotencyKey: string | null
}

function validated(schema: RouteDef['body'], input: unknown): unknown {
  if (!schema) return undefined
  const result = parseInput(schema, input)
  if (!result.ok) throw result.error
  return result.value
}

/** After access and the body: the path's id (404), the query and the body (400), the Idempotency-Key (400). */
export function checkInput<N extends RouteName>(name: N, raw: RawInput): CheckedInput<N> {
  const route: RouteDef = routes[name]
  const params = parseParams(raw.params)
  const query = validated(route.query, raw.query) as RouteQuery<N>
  const body = validated(route.body, raw.body) as RouteBody<N>
  const idempotencyKey = route.idempotent ? parseIdempotencyKey(raw.idempotencyKey) : null
  return { params, query, body, idempotencyKey }
}
