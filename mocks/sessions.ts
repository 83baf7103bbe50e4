import type { SignedInAs } from '../api/domain/accounts/browser-sign-in'
import { isSessionLive as isLive } from '../api/domain/accounts/session-rules'
import { store, type SessionRow, type UserRow } from './store'

/** A new session with a random 256-bit id (base64url) for the account at its current password (the contract's session id). */
export function startSession(user: Pick<UserRow, 'id' | 'credentialVersion'>, now: number = Date.now()): SessionRow {
  store.sessions = store.sessions.filter((session) => isLive(session, now))
  const session = {
    id: randomId(),
    userId: user.id,
    credentialVersion: user.credentialVersion ?? 0,
    createdAt: now,
    lastSeenAt: now,
  }
  store.sessions.push(session)
  return session
}

/** The account at its current password's version (absent: none changed it yet). */
export const signedInAs = (user: Pick<UserRow, 'id' | 'credentialVersion'>): SignedInAs => ({
  id: user.id,
  credentialVersion: user.credentialVersion ?? 0,
})

/** The caller of a route that only the signed-in reach: the pipeline let them in. */
export function signedInUser(user: UserRow | null): UserRow {
  if (!user) throw new Error('A signed-in request without a caller')
  return user
}

/** The session of a route that only the signed-in reach: the pipeline found it. */
export function signedInSession(session: SessionRow | null): SessionRow {
  if (!session) throw new Error('A signed-in request without a session')
  return session
}

export function endSession(sessionId: string | null): void {
  store.sessions = store.sessions.filter((session) => session.id !== sessionId)
}

/** The live session with this id, its idle timer restarted (rolling); an expired one is deleted. */
export function resumeSession(sessionId: string | null, now: number = Date.now()): SessionRow | null {
  const session = store.sessions.find((candidate) => candidate.id === sessionId)
  if (!session) return null
  if (!isLive(session, now)) {
    endSession(session.id)
    return null
  }
  session.lastSeenAt = now
  return session
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
