import { requestBackgroundSync } from '../outbox/background-sync'
import { announce } from '../outbox/outbox-events'
import { addToOutbox, clearOutbox, forgetQueuedLogouts, unsentCount } from '../outbox/outbox-store'
import { endPushSubscription, forgetDevicePerson } from '../push/device-person'
import { offlineDb } from './db'
import { forgetPersonalStorage } from './personal-storage'
import { clearPersonalCopies, storeSignedOut } from './query-copies'

/**
 * Logout of `owner` on this device, in one transaction: the stored copies made for the person and
 * their outbox entries go, and the stored user says signed out (an offline reload must not bring
 * them back); so does what localStorage keeps for them. Another account's waiting writes stay for their owner.
 * The service worker forgets who was signed in, so a push arriving later shows nothing, the
 * notifications already shown leave the screen, and the browser's push subscription ends.
 * `sessionOpen`: logout had no network, so the owner's server session is still open; a logout is
 * queued for them after their entries are emptied, and sent when the network returns.
 * Precached (vite/precache-selection.ts): logout must work offline.
 */
export async function clearPersonalData({
  owner,
  sessionOpen,
}: {
  owner: number | null
  sessionOpen: boolean
}): Promise<void> {
  const db = offlineDb()
  await db.transaction('rw', db.queries, db.outbox, async () => {
    await Promise.all([clearPersonalCopies(), owner !== null && clearOutbox(owner)])
    await storeSignedOut()
    // A logout carries no Idempotency-Key: ending a session twice is harmless.
    if (owner !== null && sessionOpen) await addToOutbox({ route: 'logout' }, '', owner)
  })
  if (owner !== null) forgetPersonalStorage(owner)
  await forgetDevicePerson().catch(() => undefined)
  await closeShownNotifications().catch(() => undefined)
  await endPushSubscription().catch(() => undefined)
  // The person's other tabs (the installed app beside the browser) sign out too.
  if (owner !== null) announce({ type: 'logged-out', owner })
  if (owner !== null && sessionOpen) requestBackgroundSync()
}

async function closeShownNotifications(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration()
  for (const shown of (await registration?.getNotifications()) ?? []) shown.close()
}

/** How many written things logout would throw away unsent. */
export { unsentCount }

/** After a sign-in (the old session is gone on the server): a queued logout must not end the new one. */
export { forgetQueuedLogouts }
