import type { HttpHandler } from 'msw'
import type { RouteName } from '../../api/contract/routes'
import { tableNames, type RouteTable, type RouteUseCase } from '../../api/domain/route-table'
import { mockRoute } from './pipeline'
import type { MockInput, MockResult } from './types'

/** A resource's route table (api/domain/route-table.ts) as MSW handlers, over the ports `portsFor` builds. */
export function mockTable<P, Names extends RouteName>(
  table: RouteTable<P, Names>,
  portsFor: (input: MockInput<Names>) => P,
): HttpHandler[] {
  return tableNames(table).map((name) => {
    // Each name keeps its own glue; the input built for the name fits it.
    const useCase = table[name] as RouteUseCase<RouteName, P>
    return mockRoute(
      name as RouteName,
      async (input) => (await useCase(portsFor(input as MockInput<Names>), input)) as MockResult<RouteName>,
    )
  })
}
