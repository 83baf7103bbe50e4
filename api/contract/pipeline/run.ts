import { JSON_BODY_LIMIT, routes, type RouteDef, type RouteName } from '../routes'
import { checkAccess, type Caller } from './access'
import { mayCarryUpload, type WriteHead } from './body'
import { checkInput, type CheckedInput, type RawInput } from './input'

/** What one implementation's request gives the pipeline: each step over its own request object. */
export type RequestSteps<U> = {
  /** A write's headers checked (403, 415, 413), no byte of the body read. */
  head(limit: number, form: boolean): WriteHead | Promise<WriteHead>
  /** The signed-in caller, or null. */
  caller(): Promise<U | null>
  access(caller: U): Caller
  /** Counts an upload against the account's hourly limit (429), before the body is read. */
  countUpload(caller: U): Promise<void>
  /** The body's bytes read within the limit; parsed when the route takes a body. */
  body(head: WriteHead, limit: number, takesBody: boolean, form: boolean): Promise<unknown>
  /** The path's params, the query and the Idempotency-Key as they arrived. */
  raw: Omit<RawInput, 'body'>
}

/**
 * The contract's pipeline in its order (docs/decisions/001), for the Koa mount and the mocks alike:
 * headers, caller, access, upload count, body, then path id, query, body and Idempotency-Key.
 * Nothing of the body is read before the caller is allowed in and, for an upload, counted.
 */
export async function runPipeline<N extends RouteName, U>(
  name: N,
  steps: RequestSteps<U>,
): Promise<CheckedInput<N> & { caller: U | null }> {
  const route: RouteDef = routes[name]
  const limit = route.bodyLimit ?? JSON_BODY_LIMIT
  const form = route.form === true
  const head = route.method === 'GET' ? null : await steps.head(limit, form)
  const caller = await steps.caller()
  checkAccess(name, route.access, caller && steps.access(caller))
  if (head && caller && mayCarryUpload(route, head)) await steps.countUpload(caller)
  const body = head ? await steps.body(head, limit, route.body !== undefined, form) : undefined
  return { caller, ...checkInput(name, { ...steps.raw, body }) }
}
