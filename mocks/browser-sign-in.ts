import { signInBrowser } from '../api/domain/accounts/browser-sign-in'
import { rememberDevice } from './device-tokens'
import { endMockPushSubscriptionsOwnedBy, moveMockPushSubscriptions } from './push-subscriptions'
import { endSession, startSession } from './sessions'
import type { SessionRow, UserRow } from './store'

/**
 * This browser signed in as the user (api/domain/accounts/browser-sign-in.ts): the cookies to set.
 * `deviceCookie` is what the browser sent, null where the device cookie is not sent (only sign-in gets it).
 */
export async function signInMockBrowser(
  session: SessionRow | null,
  deviceCookie: string | null,
  user: UserRow,
): Promise<{ sessionCookie: string; deviceCookie: string }> {
  const cookies = { sessionCookie: '', deviceCookie: '' }
  await signInBrowser(
    {
      previous: session && { userId: session.userId, pushOwner: session.id },
      rememberDevice(account) {
        cookies.deviceCookie = rememberDevice(deviceCookie, account.id)
      },
      async startSession(account) {
        endSession(session?.id ?? null)
        cookies.sessionCookie = startSession(account).id
        return cookies.sessionCookie
      },
      endPushSubscriptionsOwnedBy: async (owner) => endMockPushSubscriptionsOwnedBy(owner),
      movePushSubscriptions: async (from, to) => moveMockPushSubscriptions(from, to),
    },
    { id: user.id, credentialVersion: user.credentialVersion ?? 0 },
  )
  return cookies
}
