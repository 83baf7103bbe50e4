import { store } from './store'

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_LOGIN_FAILURES = 5

/**
 * Seconds until another attempt is allowed, or null when it is allowed now: with five failures in
 * the window, the wait lasts until enough of the oldest ones leave it.
 */
export function lockedForSeconds(key: string, now: number = Date.now()): number | null {
  const failures = recentFailures(key, now)
  if (failures.length < MAX_LOGIN_FAILURES) return null
  const freeing = failures[failures.length - MAX_LOGIN_FAILURES]!
  return (freeing + LOGIN_WINDOW_MS - now) / 1000
}

export function recordFailure(key: string, now: number = Date.now()): void {
  store.loginFailures = store.loginFailures.filter((failure) => now - failure.at < LOGIN_WINDOW_MS)
  store.loginFailures.push({ usernameKey: key, at: now })
}

export function clearFailures(key: string): void {
  store.loginFailures = store.loginFailures.filter((failure) => failure.usernameKey !== key)
}

function recentFailures(key: string, now: number): number[] {
  return store.loginFailures
    .filter((failure) => failure.usernameKey === key && now - failure.at < LOGIN_WINDOW_MS)
    .map((failure) => failure.at)
    .sort((a, b) => a - b)
}
