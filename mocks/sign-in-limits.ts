import { tooManyRequests } from '../api/contract/errors'
import { messages } from '../api/contract/messages'
import { mockLimits } from './limits'
import { store } from './store'

/** The server's sign-in and registration limits (api/db/sign-in-limits.ts), in memory. */
export type CountedAttempt = { succeeded(): void }

const HOUR_MS = 60 * 60 * 1000
const windowMs = () => mockLimits().loginWindowSeconds * 1000

/** Adds a point to the key's live counter; the seconds to wait when that goes over `points`. */
function count(key: string, points: number, durationMs: number, now: number): number | null {
  store.rateLimits = store.rateLimits.filter((row) => row.expiresAt > now)
  let row = store.rateLimits.find((candidate) => candidate.key === key)
  if (!row) {
    row = { key, points: 0, expiresAt: now + durationMs }
    store.rateLimits.push(row)
  }
  row.points += 1
  return row.points > points ? (row.expiresAt - now) / 1000 : null
}

function take(key: string, points: number, durationMs: number, message: string, now: number): void {
  const wait = count(key, points, durationMs, now)
  if (wait !== null) throw tooManyRequests(message, wait)
}

function giveBack(key: string): void {
  const row = store.rateLimits.find((candidate) => candidate.key === key)
  if (row) row.points = Math.max(0, row.points - 1)
}

function forget(key: string): void {
  store.rateLimits = store.rateLimits.filter((row) => row.key !== key)
}

export function beginSignIn(
  attempt: { usernameKey: string; address: string; deviceNonce: string | null },
  now = Date.now(),
): CountedAttempt {
  const limits = mockLimits()
  if (attempt.deviceNonce) {
    const device = `login-device:${attempt.deviceNonce}`
    take(device, limits.loginFailuresPerDevice, windowMs(), messages.tooManyAttempts, now)
    return { succeeded: () => forget(device) }
  }
  const address = `login-address:${attempt.address}`
  const username = `login-username:${attempt.usernameKey}`
  take(address, limits.loginFailuresPerAddress, windowMs(), messages.tooManyAttempts, now)
  try {
    take(username, limits.loginFailuresPerUsername, windowMs(), messages.tooManyAttempts, now)
  } catch (error) {
    giveBack(address)
    throw error
  }
  return {
    succeeded: () => {
      forget(username)
      giveBack(address)
    },
  }
}

/** Counts a registration from the address, or 429; a taken username keeps its point, as on the server. */
export function beginRegistration(address: string, now = Date.now()): void {
  const limits = mockLimits()
  const failures = store.rateLimits.find((row) => row.key === `login-address:${address}` && row.expiresAt > now)
  if (failures && failures.points >= limits.loginFailuresPerAddress) {
    throw tooManyRequests(messages.tooManyAttempts, (failures.expiresAt - now) / 1000)
  }
  const key = `register-address:${address}`
  take(key, limits.registrationsPerAddressPerHour, HOUR_MS, messages.tooManyRegistrations, now)
}

/** A signed-in person's check of their own password, counted against their session only. */
export function beginReauthentication(sessionId: string, now = Date.now()): CountedAttempt {
  const key = `reauth-session:${sessionId}`
  take(key, mockLimits().reauthFailuresPerSession, windowMs(), messages.tooManyPasswordTries, now)
  return { succeeded: () => forget(key) }
}

/** One call that may carry a photo or a licence, against the account's hour. */
export function takeUpload(userId: number, now = Date.now()): void {
  take(`upload-account:${userId}`, mockLimits().uploadsPerAccountPerHour, HOUR_MS, messages.tooManyUploads, now)
}
