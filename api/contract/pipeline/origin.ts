import { forbidden } from '../errors'
import { messages } from '../messages'

/**
 * CSRF: a state-changing call that names an Origin must come from the app's own origin (the
 * server's PUBLIC_ORIGIN, or the request's own scheme and host). Compared without case.
 */
export function checkOrigin(origin: string | null, ownOrigin: string): void {
  if (!origin) return
  if (origin.toLowerCase() !== ownOrigin.toLowerCase()) throw forbidden(messages.crossOrigin)
}
