import { signInBrowser, type BrowserSignOutPorts, type SignedInAs } from '../api/domain/accounts/browser-sign-in'
import { recordMockAudit } from './audit'
import { selfEvent } from './audit-events'
import { rememberDevice } from './device-tokens'
import type { MockInput } from './handlers/types'
import { endMockPushSubscriptionsOwnedBy, moveMockPushSubscriptions } from './push-subscriptions'
import { endSession, startSession } from './sessions'

type BrowserInput = Pick<MockInput<'login'>, 'session' | 'cookies'>

/** This browser signed in as the account (api/domain/accounts/browser-sign-in.ts), its cookies set on the answer. */
export function signInMockBrowser(input: BrowserInput, account: SignedInAs): Promise<void> {
  const { session, cookies } = input
  return signInBrowser(
    {
      previous: session && { userId: session.userId, pushOwner: session.id },
      rememberDevice(signedIn) {
        cookies.device = { userId: signedIn.id, token: rememberDevice(signedIn.id) }
      },
      async startSession(signedIn) {
        endSession(session?.id ?? null)
        cookies.session = startSession(signedIn).id
        return cookies.session
      },
      endPushSubscriptionsOwnedBy: async (owner) => endMockPushSubscriptionsOwnedBy(owner),
      movePushSubscriptions: async (from, to) => moveMockPushSubscriptions(from, to),
    },
    account,
  )
}

/** What signing this browser out does over the store, its session cookie expired (api/domain/accounts/browser-sign-in.ts). */
export function mockSignOutPorts(input: BrowserInput & Pick<MockInput<'logout'>, 'user'>): BrowserSignOutPorts {
  const { session, cookies, user } = input
  return {
    pushOwner: session?.id ?? null,
    recordSignOut: user && (async () => recordMockAudit({ action: 'signOut', ...selfEvent(user) })),
    endPushSubscriptionsOwnedBy: async (owner) => endMockPushSubscriptionsOwnedBy(owner),
    endSession() {
      endSession(session?.id ?? null)
      cookies.session = null
    },
  }
}
