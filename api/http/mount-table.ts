import type { RouteName } from '../contract/routes'
import { tableNames, type RouteTable, type RouteUseCase } from '../domain/route-table'
import { handle, type HandlerInput, type RouteEntry } from './handler'

/** A resource's route table (api/domain/route-table.ts) as the server's routes, over the ports `portsFor` builds. */
export function tableRoutes<P, Names extends RouteName>(
  table: RouteTable<P, Names>,
  portsFor: (input: HandlerInput<Names>) => P,
): RouteEntry[] {
  return tableNames(table).map((name) => {
    // Each name keeps its own glue; the input built for the name fits it.
    const useCase = table[name] as RouteUseCase<RouteName, P>
    return handle(name as RouteName, (input) => {
      const { user } = input
      const caller = user && { id: user.id, role: user.role, professionalId: user.professionalId }
      return useCase(portsFor(input as HandlerInput<Names>), { ...input, caller })
    }) as RouteEntry
  })
}
