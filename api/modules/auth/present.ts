import { ROLES, TITLES, type Role, type Title, type User } from '../../contract/schemas/auth'

/** A users row as knex reads it. */
export type UserRow = {
  id: number
  username: string
  role: string
  title: string | null
}

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role)
const isTitle = (title: string): title is Title => (TITLES as readonly string[]).includes(title)

/** The API's user object: id, username, role and (professionals only) title; never a hash. */
export function presentUser(row: UserRow): User {
  if (!isRole(row.role)) throw new Error(`Unknown role in users row ${row.id}`)
  const user: User = { id: Number(row.id), username: row.username, role: row.role }
  if (row.title !== null && isTitle(row.title)) user.title = row.title
  return user
}

/** The signed-in user as the API shows it: without the server-side professionalId. */
export function presentSessionUser({ id, username, role, title }: User): User {
  return title ? { id, username, role, title } : { id, username, role }
}
