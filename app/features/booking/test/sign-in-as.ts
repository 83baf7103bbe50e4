import { http } from 'msw'
import { demoAccounts } from '../../../../api/contract/fixtures'
import { handlers } from '../../../../mocks/handlers'
import { server } from '../../../../mocks/node'
import { findUserByUsername } from '../../../../mocks/repo'
import { deliverSessionCookieThroughDocument } from '../../../../mocks/session-cookie'
import { startSession } from '../../../../mocks/sessions'

/**
 * Signs a demo account in for a component test, against the real MSW handlers. happy-dom keeps
 * no HttpOnly cookie from a mocked answer, so the session goes into document.cookie by hand, and
 * each handler runs on its own clone of the request (MSW appends document.cookie to the Cookie
 * header every time a handler reads it).
 */
export function signInAs(account: keyof typeof demoAccounts): void {
  deliverSessionCookieThroughDocument()
  const user = findUserByUsername(demoAccounts[account].username)!
  document.cookie = `wellness.sid=${startSession(user.id).id}; path=/`
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

/** Forgets the session cookie a previous test left in document.cookie. */
export function signOut(): void {
  document.cookie = 'wellness.sid=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
}
