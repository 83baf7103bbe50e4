import { forbidden, unauthorized } from '../contract/errors'
import { messages } from '../contract/messages'
import type { Access, RouteName } from '../contract/routes'
import type { SessionUser } from './handler'

/** Step 5 of docs/decisions/001: role routes answer 401 signed out and 403 for the other role. */
export function checkAccess(name: RouteName, access: Access, user: SessionUser | null): void {
  if (access === 'public') return
  if (!user) throw unauthorized(name === 'createBooking' ? messages.authenticationRequired : messages.notSignedIn)
  if (access === 'user' && user.role !== 'user') throw forbidden(messages.professionalsCannotBook)
  if (access === 'professional' && (user.role !== 'professional' || user.professionalId === null)) {
    throw forbidden(messages.professionalsOnly)
  }
}
