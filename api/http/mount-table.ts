import type { Knex } from 'knex'
import type { RouteName } from '../contract/routes'
import {
  signedInCaller,
  tableNames,
  type IdempotentUseCase,
  type RouteTable,
  type RouteUseCase,
  type TableInput,
} from '../domain/route-table'
import { handle, type HandlerInput, type HandlerResult, type RouteEntry } from './handler'
import { runIdempotent } from './idempotency'

type Db = Knex | Knex.Transaction

/** An idempotent route: its write once per key in one transaction with the key's record, its answer read after. */
async function runOnce<P>(
  name: RouteName,
  useCase: IdempotentUseCase<RouteName, P>,
  ports: (db: Db) => P,
  input: HandlerInput<RouteName>,
  tableInput: TableInput<RouteName>,
): Promise<HandlerResult<RouteName>> {
  const { deps, params, body, idempotencyKey } = input
  const userId = signedInCaller(tableInput.caller).id
  const secret = deps.config.notesEncryptionKey
  const call = { route: name, userId, key: idempotencyKey, params, body, secret }
  const outcome = await runIdempotent(deps.db, call, (trx) => useCase.write(ports(trx), tableInput))
  return { ...(await useCase.answer(ports(deps.db), outcome, tableInput)), status: outcome.status }
}

/**
 * A resource's route table (api/domain/route-table.ts) as the server's routes, over the ports
 * `portsFor` builds on a connection or, for an idempotent write, on its transaction.
 */
export function tableRoutes<P, Names extends RouteName>(
  table: RouteTable<P, Names>,
  portsFor: (input: HandlerInput<Names>, db: Db) => P,
): RouteEntry[] {
  return tableNames(table).map((name) => {
    // Each name keeps its own glue; the input built for the name fits it.
    const entry = table[name] as RouteUseCase<RouteName, P> | IdempotentUseCase<RouteName, P>
    return handle(name as RouteName, (input) => {
      const { user } = input
      const caller = user && { id: user.id, role: user.role, professionalId: user.professionalId }
      const tableInput = { ...input, caller }
      const ports = (db: Db) => portsFor(input as HandlerInput<Names>, db)
      if (typeof entry === 'function') return entry(ports(input.deps.db), tableInput)
      return runOnce(name, entry, ports, input, tableInput)
    }) as RouteEntry
  })
}
