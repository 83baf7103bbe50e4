let tail: Promise<unknown> = Promise.resolve()

/**
 * Runs `work` alone over the store, as a transaction would on the server: the shared use cases
 * (api/domain) await between their checks and their writes, so requests take turns here instead.
 */
export function withStoreLock<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work)
  tail = run.catch(() => undefined)
  return run
}
