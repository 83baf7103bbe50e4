import type { HttpHandler } from 'msw'
import type { RouteName } from '../../api/contract/routes'
import { tableNames, type RouteTable, type RouteUseCase } from '../../api/domain/route-table'
import type { ProfessionalRow, UserRow } from '../store'
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
    return mockRoute(name as RouteName, async (input) => {
      // The pipeline hands every route the caller's profile, whatever the route's access.
      const { user, professional } = input as unknown as { user: UserRow | null; professional: ProfessionalRow | null }
      const caller = user && { id: user.id, role: user.role, professionalId: professional?.id ?? null }
      return (await useCase(portsFor(input as MockInput<Names>), { ...input, caller })) as MockResult<RouteName>
    })
  })
}
