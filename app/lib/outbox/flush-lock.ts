const LOCK_NAME = 'wellness-outbox-flush'
let runningHere = false
let askedAgain = false

/**
 * Runs fn unless a flush is already running: across tabs and the service worker through the Web
 * Locks API, else within this context only (the idempotency key still makes a double send harmless).
 * A call made here while this context's flush runs is not dropped: fn runs once more after it, so
 * an entry queued during a flush is not left waiting for the next reconnect.
 * waitForOthers: while another context (a tab, the worker) holds the lock, wait and run after it
 * instead of skipping; a reconnect's flush must not be lost to a worker's flush that began while
 * the network was still down and left the entries waiting for their backoff.
 */
export async function withFlushLock(fn: () => Promise<void>, { waitForOthers = false } = {}): Promise<void> {
  if (runningHere) {
    askedAgain = true
    return
  }
  runningHere = true
  try {
    do {
      askedAgain = false
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
      if (locks) await locks.request(LOCK_NAME, { ifAvailable: !waitForOthers }, (lock) => (lock ? fn() : undefined))
      else await fn()
    } while (askedAgain)
  } finally {
    runningHere = false
  }
}
