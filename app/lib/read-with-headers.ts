import type { RouteName, RouteResult } from '../../api/contract/routes'
import { withQuery, type QueryInput } from './api-client'
import { endpoints } from '../../api/contract/endpoints'
import { httpErrorFrom } from './http-error'

/** The contract's GET routes without path parameters. */
type PlainRead = {
  [N in RouteName]: (typeof endpoints)[N] extends { method: 'GET'; path: infer P }
    ? P extends `${string}:${string}`
      ? never
      : N
    : never
}[RouteName]

/**
 * A read made exactly as callApi makes it (cookies, errors as HttpError), which also hands back the
 * answer's headers: the directory pages by X-Total-Count. callApi itself stays JSON-only.
 */
export async function readWithHeaders<N extends PlainRead>(
  name: N,
  options: { query?: QueryInput<N>; signal?: AbortSignal } = {},
): Promise<{ data: RouteResult<N>; headers: Headers }> {
  const response = await fetch(withQuery(endpoints[name].path, options.query), {
    method: 'GET',
    credentials: 'include',
    signal: options.signal,
  })
  if (!response.ok) throw await httpErrorFrom(response)
  return { data: (await response.json()) as RouteResult<N>, headers: response.headers }
}
