/** An account at one version of its password: the version read together with the hash that was checked. */
export type SignedInAs = { id: number; credentialVersion: number }

/** What signing a browser in needs of each side: its session, its device cookie and the push subscriptions of its sign-ins. */
export type BrowserSignInPorts = {
  /** The browser's live sign-in before this one, and the owner its push subscriptions carry; null for none. */
  previous: { userId: number; pushOwner: string } | null
  /** The device cookie's fresh proof for the account. */
  rememberDevice(account: SignedInAs): void
  /** A new session under a new id (the old one destroyed: no session fixation); the owner its subscriptions will carry. */
  startSession(account: SignedInAs): Promise<string>
  endPushSubscriptionsOwnedBy(owner: string): Promise<void>
  movePushSubscriptions(from: string, to: string): Promise<void>
}

/**
 * Signs a browser in after a sign-in, a registration, a password change or a password reset. The
 * browser's earlier sign-in ends with it: its push subscriptions end too when another account takes
 * the browser (a shared phone), and go on under the new sign-in when the same person signs in again.
 */
export async function signInBrowser(ports: BrowserSignInPorts, account: SignedInAs): Promise<void> {
  ports.rememberDevice(account)
  const owner = await ports.startSession(account)
  const { previous } = ports
  if (!previous) return
  if (previous.userId === account.id) await ports.movePushSubscriptions(previous.pushOwner, owner)
  else await ports.endPushSubscriptionsOwnedBy(previous.pushOwner)
}

/** What signing a browser out needs of each side. */
export type BrowserSignOutPorts = {
  /** The owner the sign-in's push subscriptions carry; null outside a stored session. */
  pushOwner: string | null
  /** The signed-in person's sign-out, in their trail; null when nobody was signed in. */
  recordSignOut: (() => Promise<void>) | null
  endPushSubscriptionsOwnedBy(owner: string): Promise<void>
  endSession(): void
}

/** Logout: it is in the person's trail, the subscriptions its sign-in made end with it, then its session. */
export async function signOutBrowser(ports: BrowserSignOutPorts): Promise<void> {
  await ports.recordSignOut?.()
  if (ports.pushOwner) await ports.endPushSubscriptionsOwnedBy(ports.pushOwner)
  ports.endSession()
}
