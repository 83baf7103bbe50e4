import { createHash } from 'node:crypto'
import type { Context } from 'koa'
import { loadedSessionId } from './session-store'

/**
 * The sign-in a push subscription belongs to: the session it was made in, stored as a hash (the
 * session id itself is a credential). The device cookie would outlive it, but the browser sends
 * that cookie to /api/login only (api/http/device-cookie.ts), so the session is what a request
 * names. Null for a request outside any stored session.
 */
export function pushOwnerOf(ctx: Context): string | null {
  const sessionId = loadedSessionId(ctx)
  return sessionId ? `session:${createHash('sha256').update(sessionId).digest('base64url')}` : null
}
