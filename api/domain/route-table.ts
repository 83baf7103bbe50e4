import type { CheckedInput } from '../contract/pipeline/input'
import type { RouteAnswer, RouteName } from '../contract/routes'
import type { Role } from '../contract/schemas/auth'

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
  input: Omit<CheckedInput<N>, 'idempotencyKey'> & { caller: TableCaller | null },
) => Promise<RouteReply<N>>

/** Who is calling, as the glue needs them: null signed out (the pipeline already answered 401 where that matters). */
export type TableCaller = { id: number; role: Role; professionalId: number | null }

/** The caller of a route only the signed-in reach. */
export function signedInCaller(caller: TableCaller | null): TableCaller {
  if (!caller) throw new Error('A signed-in route without a caller')
  return caller
}

/** The caller's own professional id, on a route only professionals with a profile reach. */
export function ownProfessional(caller: TableCaller | null): number {
  const id = signedInCaller(caller).professionalId
  if (id === null) throw new Error('A professional route without a profile')
  return id
}

/** A resource's routes, each name with its glue, over one kind of ports: what both adapters mount. */
export type RouteTable<P, Names extends RouteName> = { [N in Names]: RouteUseCase<N, P> }

/** The table's route names, in the table's order. */
export const tableNames = <Names extends RouteName>(table: RouteTable<never, Names>): Names[] =>
  Object.keys(table) as Names[]
