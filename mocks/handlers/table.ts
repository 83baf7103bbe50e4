import type { HttpHandler } from 'msw'
import type { RouteName } from '../../api/contract/routes'
import {
  tableNames,
  type IdempotentUseCase,
  type RouteTable,
  type RouteUseCase,
  type TableInput,
} from '../../api/domain/route-table'
import type { ProfessionalRow, UserRow } from '../store'
import { mockRoute } from './pipeline'
import type { MockInput, MockResult } from './types'

/** The glue's input: the checked input and the caller, with their professional id. */
function tableInput(input: MockInput<RouteName>): TableInput<RouteName> {
  // The pipeline hands every route the caller's profile, whatever the route's access.
  const { user, professional } = input as unknown as { user: UserRow | null; professional: ProfessionalRow | null }
  return { ...input, caller: user && { id: user.id, role: user.role, professionalId: professional?.id ?? null } }
}

/**
 * A resource's route table (api/domain/route-table.ts) as MSW handlers, over the ports `portsFor`
 * builds. An idempotent route's write runs under the pipeline's key check and lock; a replay gets
 * the answer read afresh, as the server's does.
 */
export function mockTable<P, Names extends RouteName>(
  table: RouteTable<P, Names>,
  portsFor: (input: MockInput<Names>) => P,
): HttpHandler[] {
  return tableNames(table).map((name) => {
    // Each name keeps its own glue; the input built for the name fits it.
    const entry = table[name] as RouteUseCase<RouteName, P> | IdempotentUseCase<RouteName, P>
    const ports = (input: MockInput<RouteName>) => portsFor(input as MockInput<Names>)
    if (typeof entry === 'function') {
      return mockRoute(
        name as RouteName,
        async (input) => (await entry(ports(input), tableInput(input))) as MockResult<RouteName>,
      )
    }
    return mockRoute(
      name as RouteName,
      async (input) => {
        const outcome = await entry.write(ports(input), tableInput(input))
        const reply = await entry.answer(ports(input), outcome, tableInput(input))
        return { ...reply, ...outcome } as MockResult<RouteName>
      },
      {
        replay: async (first, input) =>
          (await entry.answer(ports(input), first, tableInput(input))) as MockResult<RouteName>,
      },
    )
  })
}
