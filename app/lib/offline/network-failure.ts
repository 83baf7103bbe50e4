/** fetch rejects with a TypeError when the request never got an answer (offline, server gone). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError
}

/** The browser knows it has no network: no point trying a call first. */
export function isKnownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
