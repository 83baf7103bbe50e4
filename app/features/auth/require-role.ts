import { redirect } from '@tanstack/react-router'
import type { Role, User } from '../../../api/contract/schemas/auth'
import type { AuthContext } from './auth-context'

/**
 * A protected route's beforeLoad (docs/product.md#2-routes-and-screens): nobody signed in goes to /auth,
 * the wrong role to /. While the session loads, the route's pending spinner shows.
 */
export async function requireRole(auth: AuthContext, role: Role, from: string): Promise<{ user: User }> {
  const user = await auth.ensureUser()
  // After signing in, back to the page that was asked for.
  if (!user) throw redirect({ to: '/auth', search: { redirect: from } })
  if (user.role !== role) throw redirect({ to: '/' })
  return { user }
}

/** A route for anyone signed in, whatever their role (the account page): /auth otherwise, then back. */
export async function requireSignedIn(auth: AuthContext, from: string): Promise<{ user: User }> {
  const user = await auth.ensureUser()
  if (!user) throw redirect({ to: '/auth', search: { redirect: from } })
  return { user }
}
