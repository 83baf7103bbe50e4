let asked = false

/**
 * Asks once per page for storage the browser will not evict under pressure, when the first thing is
 * stored (not at start: Chrome grants or refuses without a prompt, Firefox may ask). A refusal is fine.
 */
export function requestPersistentStorageOnce(): void {
  if (asked) return
  asked = true
  if (typeof navigator === 'undefined' || typeof navigator.storage?.persist !== 'function') return
  navigator.storage.persist().catch(() => undefined)
}
