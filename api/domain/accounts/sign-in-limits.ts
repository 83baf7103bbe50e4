import { tooManyRequests } from '../../contract/errors'
import type { Limits } from '../../contract/limits'
import { messages } from '../../contract/messages'

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

/** One counter per key over a window: the server's in its database, the mocks' in memory. */
export type Counter = {
  /** Adds a point, or throws 429 with `message` and the wait until the window ends when the key is over its points. */
  take(key: string, message: string): Promise<void>
  giveBack(key: string): Promise<void>
  forget(key: string): Promise<void>
  /** Points counted in the key's live window and the seconds left in it; null without a live window. */
  read(key: string): Promise<{ points: number; secondsLeft: number } | null>
}

const HOUR_SECONDS = 60 * 60

/** The counters the rules use: their names (the stored keys' prefixes), points and windows. */
export function counterSpecs(limits: Limits) {
  const window = limits.loginWindowSeconds
  return {
    perDevice: { keyPrefix: 'login-device', points: limits.loginFailuresPerDevice, seconds: window },
    perUsername: { keyPrefix: 'login-username', points: limits.loginFailuresPerUsername, seconds: window },
    perAddress: { keyPrefix: 'login-address', points: limits.loginFailuresPerAddress, seconds: window },
    registrations: {
      keyPrefix: 'register-address',
      points: limits.registrationsPerAddressPerHour,
      seconds: HOUR_SECONDS,
    },
    perSession: { keyPrefix: 'reauth-session', points: limits.reauthFailuresPerSession, seconds: window },
    uploads: { keyPrefix: 'upload-account', points: limits.uploadsPerAccountPerHour, seconds: HOUR_SECONDS },
    codesPerPhone: { keyPrefix: 'code-phone', points: limits.codesPerPhonePerHour, seconds: HOUR_SECONDS },
    codesPerAddress: { keyPrefix: 'code-address', points: limits.codesPerAddressPerHour, seconds: HOUR_SECONDS },
    codeFailuresPerPhone: {
      keyPrefix: 'code-failures-phone',
      points: limits.codeFailuresPerPhonePerHour,
      seconds: HOUR_SECONDS,
    },
    resetsPerUsername: { keyPrefix: 'reset-username', points: limits.resetsPerUsernamePerHour, seconds: HOUR_SECONDS },
    // As many as a phone's, so a name with a verified phone and one without are answered alike.
    resetFailuresPerUsername: {
      keyPrefix: 'reset-failures-username',
      points: limits.codeFailuresPerPhonePerHour,
      seconds: HOUR_SECONDS,
    },
    resetsPerAddress: { keyPrefix: 'reset-address', points: limits.resetsPerAddressPerHour, seconds: HOUR_SECONDS },
  } as const
}

export type CounterName = keyof ReturnType<typeof counterSpecs>
export type Counters = Record<CounterName, Counter>

/**
 * The sign-in rules (docs/decisions/001, "Sign-in limits"): a browser with the account's device
 * cookie is limited only by its own failures; every other client by the username's failures and
 * by its address's failures for any username. Registration is limited per address.
 */
export function signInLimits(counters: Counters, limits: Limits): SignInLimits {
  const { perDevice, perUsername, perAddress, registrations, perSession } = counters
  return {
    async beginSignIn({ usernameKey, address, deviceNonce }) {
      if (deviceNonce) {
        await perDevice.take(deviceNonce, messages.tooManyAttempts)
        return { succeeded: () => perDevice.forget(deviceNonce), abandoned: () => perDevice.giveBack(deviceNonce) }
      }
      await perAddress.take(address, messages.tooManyAttempts)
      try {
        await perUsername.take(usernameKey, messages.tooManyAttempts)
      } catch (error) {
        await perAddress.giveBack(address)
        throw error
      }
      return {
        succeeded: async () => {
          await perUsername.forget(usernameKey)
          await perAddress.giveBack(address)
        },
        abandoned: async () => {
          await perUsername.giveBack(usernameKey)
          await perAddress.giveBack(address)
        },
      }
    },

    async beginRegistration(address) {
      const failures = await perAddress.read(address)
      if (failures && failures.points >= limits.loginFailuresPerAddress) {
        // An address guessing passwords does not get to register either, for the same wait.
        throw tooManyRequests(messages.tooManyAttempts, failures.secondsLeft)
      }
      await registrations.take(address, messages.tooManyRegistrations)
      return { succeeded: async () => {}, abandoned: () => registrations.giveBack(address) }
    },

    async beginReauthentication(sessionId) {
      await perSession.take(sessionId, messages.tooManyPasswordTries)
      return { succeeded: () => perSession.forget(sessionId), abandoned: () => perSession.giveBack(sessionId) }
    },

    forgetUsername: (usernameKey) => perUsername.forget(usernameKey),
  }
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
