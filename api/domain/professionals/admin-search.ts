import { sortName } from './directory'
import { usernameKey } from '../accounts/usernames'

/** What the admin's search looks for: q's words in the folded full name, or q's key in the username's. */
export type AdminSearch = { name: string; username: string }

/** The admin search for q, or null when q is absent or blank (everyone). */
export function adminSearch(q: string | undefined): AdminSearch | null {
  if (!q?.trim()) return null
  return { name: sortName(q), username: usernameKey(q) }
}

/** Whether a professional's full name or username contains the search, case and accents ignored. */
export function matchesAdminSearch(professional: { fullName: string; username: string }, search: AdminSearch): boolean {
  return (
    (search.name !== '' && sortName(professional.fullName).includes(search.name)) ||
    usernameKey(professional.username).includes(search.username)
  )
}
