import { forbidden, unauthorized } from '../errors'
import { messages } from '../messages'
import type { Access, RouteName } from '../routes'
import type { Role } from '../schemas/auth'

/** The signed-in caller as the access rules see them. */
export type Caller = {
  role: Role
  /** Whether the account has a professionals row (a professional's routes need one). */
  hasProfile: boolean
}

/**
 * Role routes answer 401 signed out and 403 for every other role (or a professional without a
 * profile); `signedIn` routes take any role and answer 401 only.
 */
export function checkAccess(name: RouteName, access: Access, caller: Caller | null): void {
  if (access === 'public') return
  if (!caller) throw unauthorized(name === 'createBooking' ? messages.authenticationRequired : messages.notSignedIn)
  if (access === 'admin' && caller.role !== 'admin') throw forbidden(messages.adminsOnly)
  if (access === 'user' && caller.role !== 'user') {
    throw forbidden(caller.role === 'professional' ? messages.professionalsCannotBook : messages.usersOnly)
  }
  if (access === 'professional' && (caller.role !== 'professional' || !caller.hasProfile)) {
    throw forbidden(messages.professionalsOnly)
  }
}
