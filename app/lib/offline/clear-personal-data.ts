import { requestBackgroundSync } from '../outbox/background-sync'
import { addToOutbox, clearOutbox, forgetQueuedLogouts, unsentCount } from '../outbox/outbox-store'
import { forgetDevicePerson } from '../push/device-person'
import { offlineDb } from './db'
import { clearPersonalCopies, storeSignedOut } from './query-copies'

/**
 * Logout on this device, in one transaction: the stored copies made for the person and the whole
 * outbox go, and the stored user says signed out (an offline reload must not bring them back).
 * The service worker forgets who was signed in, so a push arriving later shows nothing.
 * `endSessionOf`: the user whose server session is still open because logout had no network; a
 * logout is queued for them after the outbox is emptied, and sent when the network returns.
 * Precached (vite/precache-selection.ts): logout must work offline.
 */
export async function clearPersonalData({ endSessionOf }: { endSessionOf: number | null }): Promise<void> {
  const db = offlineDb()
  await db.transaction('rw', db.queries, db.outbox, async () => {
    await Promise.all([clearPersonalCopies(), clearOutbox()])
    await storeSignedOut()
    // A logout carries no Idempotency-Key: ending a session twice is harmless.
    if (endSessionOf !== null) await addToOutbox({ route: 'logout' }, '', endSessionOf)
  })
  await forgetDevicePerson().catch(() => undefined)
  if (endSessionOf !== null) requestBackgroundSync()
}

/** How many written things logout would throw away unsent. */
export { unsentCount }

/** After a sign-in (the old session is gone on the server): a queued logout must not end the new one. */
export { forgetQueuedLogouts }
