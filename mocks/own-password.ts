import { badRequest } from '../api/contract/errors'
import { messages } from '../api/contract/messages'
import { mockSignInLimits } from './sign-in-limits'
import type { SessionRow, UserRow } from './store'

/**
 * Proves the signed-in person knows the account's password before it changes or goes. The tries
 * count against the session alone (429 once over its limit), never the username's or the
 * address's; a wrong one is 400 on `field`.
 */
export const mockOwnPasswordCheck =
  (user: UserRow, session: SessionRow) =>
  async (_userId: number, password: string, field: string): Promise<void> => {
    const attempt = await mockSignInLimits().beginReauthentication(session.id)
    if (user.password === null || user.password !== password) {
      throw badRequest(messages.passwordIncorrect, { [field]: messages.passwordIncorrect })
    }
    await attempt.succeeded()
  }
