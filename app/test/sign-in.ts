import { http } from 'msw'
import { demoAccounts } from '../../api/fixtures/demo'
import { handlers } from '../../mocks/handlers'
import { server } from '../../mocks/node'
import { findUserByUsername } from '../../mocks/repo'
import { insert } from '../../mocks/store'
import { deliverSessionCookieThroughDocument } from '../../mocks/session-cookie'
import { startSession } from '../../mocks/sessions'

/**
 * Signs a demo account (or a new admin) in for a component test, against the real MSW handlers.
 *
 * Why not log in through the app: in happy-dom the HttpOnly Set-Cookie never reaches
 * document.cookie and the Cookie header is a forbidden one, so the session cookie is put in
 * document.cookie by hand. And MSW appends document.cookie to the request's Cookie header each
 * time a handler parses it, so by the third handler in the list the session id is garbled; each
 * handler is therefore run here on its own clone of the request.
 */
export function signInAs(account: keyof typeof demoAccounts | 'admin'): { userId: number } {
  const user = account === 'admin' ? addTestAdmin() : findUserByUsername(demoAccounts[account].username)!
  keepSessionCookies()
  document.cookie = `wellness.sid=${startSession(user).id}; path=/`
  return { userId: user.id }
}

/** The admin a test signs in as: no demo account is an admin, so one is made, as `npm run admin -- create` would. */
function addTestAdmin() {
  return insert('users', { username: 'test_admin', password: null, role: 'admin', createdAt: new Date().toISOString() })
}

/**
 * The session cookie a sign-in through the app sets is kept and sent with later calls, as a
 * browser would (see signInAs for why this takes more than MSW's defaults in happy-dom).
 */
export function keepSessionCookies(): void {
  deliverSessionCookieThroughDocument()
  server.use(
    http.all('*/api/*', async ({ request, requestId }) => {
      for (const handler of handlers) {
        const result = await handler.run({ request: request.clone(), requestId })
        if (result?.response) return result.response
      }
      return undefined
    }),
  )
}

/**
 * Forgets the session cookie a test left: in document.cookie, and in MSW's own cookie jar, which
 * keeps any cookie an answer set (a sign-in, a password change) and sends it before document.cookie's.
 */
export async function signOut(): Promise<void> {
  document.cookie = 'wellness.sid=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  // A test may have made the network fail on purpose: the jar is then left for the next sign-in to replace.
  await fetch(`${location.origin}/api/logout`, { method: 'POST' }).catch(() => undefined)
}
