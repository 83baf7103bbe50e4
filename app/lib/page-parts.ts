import { routeParts } from 'virtual:wellness-route-parts'

/**
 * The parts of the catalog the page now shown holds as its own: the start's and those of its
 * routes' areas (vite/catalog-split/groups.ts). Only these hold back a change of language when
 * missing (app/lib/message-parts.ts).
 */
export function pageParts(matches: readonly { routeId: string }[]): string[] {
  return ['start', ...matches.flatMap((match) => routeParts[match.routeId] ?? [])]
}
