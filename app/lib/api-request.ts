import type { endpoints } from '../../api/contract/endpoints'
import { everyPageEndpoints } from '../../api/contract/every-page-endpoints'
import type { RouteBody, RouteName, RouteQuery, RouteResult } from '../../api/contract/routes'
import type { User } from '../../api/contract/schemas/auth'
import { HttpError, httpErrorFrom } from './http-error'

type Path<N extends RouteName> = (typeof endpoints)[N]['path']
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never
type Params<N extends RouteName> = Record<ParamNames<Path<N>>, string | number>

/** Query values as the caller has them; null and undefined entries are left out of the URL. */
export type QueryInput<N extends RouteName> = { [K in keyof RouteQuery<N>]?: RouteQuery<N>[K] | null }

export type CallOptions<N extends RouteName> = (RouteBody<N> extends undefined
  ? { body?: undefined }
  : { body: RouteBody<N> }) &
  (ParamNames<Path<N>> extends never ? { params?: undefined } : { params: Params<N> }) & {
    query?: QueryInput<N>
    headers?: Record<string, string>
    signal?: AbortSignal
  }

type Args<N extends RouteName> =
  Record<never, never> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>]

type Endpoint = { readonly method: string; readonly path: string }

/**
 * The way to call the routes of `table` (lines of the contract's, api/contract/endpoints.ts) as
 * docs/product.md#8-the-api says: a JSON content type only with a body, cookies always, and any
 * non-OK answer thrown as an HttpError ('{status}: {message}'). Answers without a body (204)
 * resolve to undefined. The app's callApi (api-client.ts) calls the whole table.
 */
export function apiCaller<Table extends { readonly [Name in keyof Table]: Endpoint }>(table: Table) {
  return async <N extends RouteName & keyof Table>(name: N, ...[options]: Args<N>): Promise<RouteResult<N>> => {
    const route = table[name]
    const { body, params, query, headers, signal } = (options ?? {}) as CallOptions<N>
    const url = withQuery(withParams(route.path, params), query)
    const response = await fetch(url, {
      method: route.method,
      credentials: 'include',
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
    if (!response.ok) throw await httpErrorFrom(response)
    if (response.status === 204) return undefined as RouteResult<N>
    return (await response.json()) as RouteResult<N>
  }
}

/** The calls any page makes as it starts (issue 20: the rest of the table loads with what calls it). */
export const callAtStart = apiCaller(everyPageEndpoints)

/** The signed-in user, or null: a 401 here means nobody is signed in, not a failure. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await callAtStart('currentUser', { signal })
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null
    throw error
  }
}

function withParams(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params?.[name]
    return value === undefined ? whole : encodeURIComponent(String(value))
  })
}

/** Turns the non-null entries of a query object into a query string. */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}
