import { forbidden, unauthorized } from '../contract/errors'
import { messages } from '../contract/messages'
import type { SessionUser } from './handler'

/** The pipeline already answered 401/403 on role routes; this narrows the type and fails closed. */
export function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized(messages.notSignedIn)
  return user
}

/** The signed-in professional's professionals.id. */
export function ownProfessionalId(user: SessionUser | null): number {
  const { role, professionalId } = signedIn(user)
  if (role !== 'professional' || professionalId === null) throw forbidden(messages.professionalsOnly)
  return professionalId
}
