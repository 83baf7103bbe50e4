import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { HandlerInput } from '../../http/handler'
import type { IdempotentCall } from '../../http/idempotency'
import { ownProfessionalId, signedIn } from '../../http/signed-in'

type OwnBookingRoute = 'updateBookingStatus' | 'saveSessionNotes'

/**
 * What a professional's write to one of their bookings starts from: their professional id, the
 * booking's id (404 for an id the path pattern let through as empty), and the idempotent call.
 */
export function ownBookingCall<R extends OwnBookingRoute>(route: R, input: HandlerInput<R>) {
  const { deps, user, params, body, idempotencyKey } = input
  const professionalId = ownProfessionalId(user)
  const { bookingId } = params
  if (!bookingId) throw notFound(messages.bookingNotFound)
  const call: IdempotentCall = {
    route,
    userId: signedIn(user).id,
    key: idempotencyKey,
    params,
    body,
    secret: deps.config.notesEncryptionKey,
  }
  return { professionalId, bookingId, call }
}
