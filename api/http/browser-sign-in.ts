import type { Context } from 'koa'
import { signInBrowser, type SignedInAs } from '../domain/accounts/browser-sign-in'
import { endPushSubscriptionsOwnedBy, movePushSubscriptions } from '../notifications/push-subscriptions'
import { rememberDevice } from './device-cookie'
import type { AppDeps } from './handler'
import { pushOwnerOf } from './push-owner'
import { sessionSignIn, signIn } from './session'

/** This browser signed in as the account (api/domain/accounts/browser-sign-in.ts), over koa-session and the device cookie. */
export async function signInThisBrowser(ctx: Context, deps: AppDeps, account: SignedInAs): Promise<void> {
  const before = sessionSignIn(ctx)
  const pushOwner = pushOwnerOf(ctx)
  await signInBrowser(
    {
      previous: before && pushOwner ? { userId: before.userId, pushOwner } : null,
      rememberDevice: (signedIn) => rememberDevice(ctx, signedIn, deps.config.secureCookies),
      async startSession(signedIn) {
        await signIn(ctx, signedIn)
        // The session store names the regenerated session as this request's.
        const owner = pushOwnerOf(ctx)
        if (!owner) throw new Error('A regenerated session without an id')
        return owner
      },
      endPushSubscriptionsOwnedBy: (owner) => endPushSubscriptionsOwnedBy(deps.db, owner),
      movePushSubscriptions: (from, to) => movePushSubscriptions(deps.db, from, to),
    },
    account,
  )
}
