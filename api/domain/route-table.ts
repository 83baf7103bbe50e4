import type { CheckedInput } from '../contract/pipeline/input'
import type { RouteAnswer, RouteName, Routes } from '../contract/routes'
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
export type RouteUseCase<N extends RouteName, P> = (ports: P, input: TableInput<N>) => Promise<RouteReply<N>>

/** What a route's glue reads of its request: the checked input and the caller. */
export type TableInput<N extends RouteName> = Omit<CheckedInput<N>, 'idempotencyKey'> & { caller: TableCaller | null }

/** What an idempotent write leaves behind: its answer's status and the ids the answer is read from. */
export type WriteOutcome = { status: number; bookingId: number; messageId?: number }

/**
 * An idempotent route's glue: the write, which each adapter runs at most once per key (the
 * server in one transaction with the key's record, the mocks under their lock), and the answer,
 * read afresh from the outcome the first time and on every replay.
 */
export type IdempotentUseCase<N extends RouteName, P> = {
  write(ports: P, input: TableInput<N>): Promise<WriteOutcome>
  answer(ports: P, outcome: WriteOutcome, input: TableInput<N>): Promise<RouteReply<N>>
}

/** The routes the contract marks idempotent (an Idempotency-Key makes a retry safe). */
export type IdempotentRoute = { [N in RouteName]: Routes[N] extends { idempotent: true } ? N : never }[RouteName]

/** The glue of one route of a table: an idempotent route's write and answer, any other's use case. */
export type TableEntry<N extends RouteName, P> = N extends IdempotentRoute ? IdempotentUseCase<N, P> : RouteUseCase<N, P>

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
export type RouteTable<P, Names extends RouteName> = { [N in Names]: TableEntry<N, P> }

/** The table's route names, in the table's order. */
export const tableNames = <Names extends RouteName>(table: RouteTable<never, Names>): Names[] =>
  Object.keys(table) as Names[]
