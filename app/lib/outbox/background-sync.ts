import { flushOutbox } from './flush-outbox'
import { OUTBOX_SYNC_TAG } from './outbox-events'
import { retryPendingCount } from './outbox-table'
import { workerOutbox } from './worker-outbox'

type SyncEvent = Event & { tag: string; waitUntil: (promise: Promise<unknown>) => void }
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }

/**
 * In the service worker: a Background Sync event flushes the same outbox the pages do, reached
 * without Dexie (worker-outbox.ts). If something is still to be retried (the server was down), the
 * event fails, so the browser schedules it again.
 */
export function listenForOutboxSync(scope: {
  addEventListener: (type: 'sync', listener: (event: SyncEvent) => void) => void
}): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(flushThenCheck())
  })
}

async function flushThenCheck(): Promise<void> {
  await flushOutbox(workerOutbox, { ignoreBackoff: true })
  const pending = await retryPendingCount(workerOutbox)
  if (pending > 0) throw new Error(`${pending} outbox entries still to send`)
}

/** In a page: asks the browser (where it has Background Sync) to flush once it is back online. */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as SyncRegistration | undefined)?.sync
      return sync?.register(OUTBOX_SYNC_TAG)
    })
    .catch(() => undefined)
}
