import { routes, type RouteName } from '../contract/routes'

const seen = new Map<RouteName, Set<number>>()

export function recordAnswer(name: RouteName, status: number): void {
  const statuses = seen.get(name) ?? new Set<number>()
  statuses.add(status)
  seen.set(name, statuses)
}

/** `route status` for every answer the route table declares that no test has seen yet. */
export function unseenAnswers(): string[] {
  return (Object.keys(routes) as RouteName[]).flatMap((name) =>
    Object.keys(routes[name].responses)
      .map(Number)
      .filter((status) => !seen.get(name)?.has(status))
      .map((status) => `${name} ${status}`),
  )
}

/** Routes never answered with their success status. */
export function routesWithoutSuccess(): RouteName[] {
  return (Object.keys(routes) as RouteName[]).filter((name) => {
    const statuses = seen.get(name)
    return !statuses || ![...statuses].some((status) => status >= 200 && status < 300)
  })
}
