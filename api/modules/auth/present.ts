import type { User } from '../../contract/schemas/auth'

/** The signed-in user as the API shows it: without the server-side professionalId. */
export function presentSessionUser({ id, username, role, title }: User): User {
  return title ? { id, username, role, title } : { id, username, role }
}
