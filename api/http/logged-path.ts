import { endpoints } from '../contract/endpoints'

/** The routes whose path carries a secret (the SMS provider's webhooks), as the table writes them. */
const secretRoutes = Object.values(endpoints)
  .map((route) => route.path)
  .filter((path) => path.includes('/:secret'))

/**
 * A request's path as the logs may keep it: a route's secret is written as `:secret`, so that
 * whoever reads the logs cannot call the webhook in the provider's name.
 */
export function loggedPath(path: string): string {
  const secretRoute = secretRoutes.find((route) => path.startsWith(route.slice(0, route.indexOf(':secret'))))
  return secretRoute ?? path
}
