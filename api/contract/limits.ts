/**
 * What one person, account, session or network address may do before the API says "too many",
 * and how far ahead a session may be booked. Each is a named setting: the server reads it from the environment variable of the same name in
 * SCREAMING_SNAKE_CASE (REGISTRATIONS_PER_ADDRESS_PER_HOUR=30), so tests and busy deployments can
 * raise it; the mocks use these defaults unless a test sets its own (mocks/limits.ts).
 */
export const DEFAULT_LIMITS = {
  /** Failed sign-ins for one username, from clients without that account's device cookie. */
  loginFailuresPerUsername: 5,
  /** Failed sign-ins from one network address, for any username. */
  loginFailuresPerAddress: 50,
  /** The window both sign-in counts are kept over. */
  loginWindowSeconds: 15 * 60,
  /** Failed sign-ins one device cookie may make for its own account before it counts as untrusted. */
  loginFailuresPerDevice: 5,
  /**
   * Wrong current passwords one session may give when it asks to change the password or delete the
   * account, over the sign-in window; the owner is never counted as a stranger.
   */
  reauthFailuresPerSession: 5,
  /** Calls that may carry a photo or a licence, per account and hour, counted before the body is read. */
  uploadsPerAccountPerHour: 20,
  /** How many days ahead a session may be booked. */
  bookingHorizonDays: 365,
  registrationsPerAddressPerHour: 30,
  /** Booking requests still pending that one user may hold, with all professionals together. */
  pendingRequestsPerUser: 10,
  /** Booking requests still pending that one user may hold with one professional. */
  pendingRequestsPerProfessional: 3,
  /** Codes sent by SMS to one phone per hour (to verify it or to reset a password). */
  codesPerPhonePerHour: 5,
  /** Phone-verification codes one network address may ask for per hour. */
  codesPerAddressPerHour: 20,
  /** Wrong codes given for one phone per hour, over all its codes (each code also allows 5 tries). */
  codeFailuresPerPhonePerHour: 10,
  /** Reset codes sent for one username per hour; past it the request is dropped silently (still 202). */
  resetsPerUsernamePerHour: 3,
  /** Password-reset requests and confirmations from one network address per hour, for any name (429). */
  resetsPerAddressPerHour: 30,
  /** Messages one party may send in one thread per hour (429 past it). */
  messagesPerSenderPerThreadPerHour: 60,
  /** Days after its session that a thread still takes messages; read-only from then on. */
  threadOpenDaysAfterSession: 30,
} as const

export type LimitName = keyof typeof DEFAULT_LIMITS
export type Limits = Record<LimitName, number>

/** `loginFailuresPerUsername` -> `LOGIN_FAILURES_PER_USERNAME`. */
export function limitVariable(name: LimitName): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()
}
