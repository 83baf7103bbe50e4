import type { CheckedInput } from '../contract/pipeline/input'
import type { RouteAnswer, RouteName } from '../contract/routes'

/** A route's answer: its status when not the route's usual one, its body and its headers. */
export type RouteReply<N extends RouteName> = {
  status?: number
  body: RouteAnswer<N>
  headers?: Record<string, string>
}

/**
 * One route's glue, written once for the server and the mocks: from its checked input and its
 * resource's ports (each side's storage, already bound to the caller) to its answer.
 */
export type RouteUseCase<N extends RouteName, P> = (
  ports: P,
  input: Omit<CheckedInput<N>, 'idempotencyKey'>,
) => Promise<RouteReply<N>>

/** A resource's routes, each name with its glue, over one kind of ports: what both adapters mount. */
export type RouteTable<P, Names extends RouteName> = { [N in Names]: RouteUseCase<N, P> }

/** The table's route names, in the table's order. */
export const tableNames = <Names extends RouteName>(table: RouteTable<never, Names>): Names[] =>
  Object.keys(table) as Names[]
