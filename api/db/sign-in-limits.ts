import type { Knex } from 'knex'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { DatabaseConfig } from '../config'
import { tooManyRequests } from '../contract/errors'
import type { Limits } from '../contract/limits'
import { messages } from '../contract/messages'
import { createDatabaseLimiter, takePoint as take } from './rate-limiter'

/** Settles a counted attempt once its password check is over (or never ran). */
export type CountedAttempt = {
  /** The password was right: the failure counted in advance is taken back. */
  succeeded(): Promise<void>
  /** No password was checked or account made (the hashing queue was full, the username taken): nothing is counted. */
  abandoned(): Promise<void>
}

export type SignInAttempt = {
  usernameKey: string
  address: string
  /** The device cookie's nonce when the browser proves it signed in to this account before. */
  deviceNonce: string | null
}

export type SignInLimits = {
  /** Counts a sign-in as failed until it succeeds (so a burst cannot outrun the count); 429 when over a limit. */
  beginSignIn(attempt: SignInAttempt): Promise<CountedAttempt>
  /** Counts a registration from the address, a taken username too; 429 when over its hourly limit or its sign-in limit. */
  beginRegistration(address: string): Promise<CountedAttempt>
  /**
   * Counts a signed-in person's check of their own password (a password change, a deletion) against
   * their session alone, never the username's or the address's counters; 429 when over its limit.
   */
  beginReauthentication(sessionId: string): Promise<CountedAttempt>
  /** Drops the failure counter that names a username: its account is deleted. */
  forgetUsername(usernameKey: string): Promise<void>
}

const HOUR_SECONDS = 60 * 60

/**
 * The sign-in rules (docs/decisions/001, "Sign-in limits"): a browser with the account's device
 * cookie is limited only by its own failures; every other client by the username's failures and
 * by its address's failures for any username. Registration is limited per address.
 */
export function createSignInLimits(db: Knex, database: DatabaseConfig, limits: Limits): SignInLimits {
  const limiter = (keyPrefix: string, points: number, duration = limits.loginWindowSeconds) =>
    createDatabaseLimiter(db, database, { keyPrefix, points, duration })
  const perDevice = limiter('login-device', limits.loginFailuresPerDevice)
  const perUsername = limiter('login-username', limits.loginFailuresPerUsername)
  const perAddress = limiter('login-address', limits.loginFailuresPerAddress)
  const registrations = limiter('register-address', limits.registrationsPerAddressPerHour, HOUR_SECONDS)
  const perSession = limiter('reauth-session', limits.reauthFailuresPerSession)

  return {
    async beginSignIn({ usernameKey, address, deviceNonce }) {
      if (deviceNonce) {
        await take(perDevice, deviceNonce, messages.tooManyAttempts)
        return {
          succeeded: () => forget(perDevice, deviceNonce),
          abandoned: () => giveBack(perDevice, deviceNonce),
        }
      }
      await take(perAddress, address, messages.tooManyAttempts)
      try {
        await take(perUsername, usernameKey, messages.tooManyAttempts)
      } catch (error) {
        await giveBack(perAddress, address)
        throw error
      }
      return {
        succeeded: async () => {
          await forget(perUsername, usernameKey)
          await giveBack(perAddress, address)
        },
        abandoned: async () => {
          await giveBack(perUsername, usernameKey)
          await giveBack(perAddress, address)
        },
      }
    },

    async beginRegistration(address) {
      const failures = await perAddress.get(address)
      if (failures && failures.consumedPoints >= limits.loginFailuresPerAddress) {
        throw tooManyRequests(messages.tooManyAttempts, failures.msBeforeNext / 1000)
      }
      await take(registrations, address, messages.tooManyRegistrations)
      return { succeeded: async () => {}, abandoned: () => giveBack(registrations, address) }
    },

    async beginReauthentication(sessionId) {
      await take(perSession, sessionId, messages.tooManyPasswordTries)
      return { succeeded: () => forget(perSession, sessionId), abandoned: () => giveBack(perSession, sessionId) }
    },

    forgetUsername: (usernameKey) => forget(perUsername, usernameKey),
  }
}

const giveBack = async (limiter: RateLimiterAbstract, key: string) => {
  await limiter.reward(key)
}
const forget = async (limiter: RateLimiterAbstract, key: string) => {
  await limiter.delete(key)
}

/** Runs the password work of a counted attempt; when it failed (409 taken, 503 busy), the attempt does not count. */
export async function withinAttempt<T>(attempt: CountedAttempt, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    await attempt.abandoned()
    throw error
  }
}
