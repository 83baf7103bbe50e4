import type { AUDIT_TARGET_TYPES } from '../contract/schemas/audit'
import type { Professional } from '../contract/schemas/professionals'

type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** What the contract suite needs from an implementation of the /api contract. */
export type ContractTarget = {
  /** Shown in failures, e.g. `koa+sqlite`. */
  name: string
  /** Where /api lives, without a trailing slash. */
  baseUrl: string
  capabilities: TargetCapabilities
  /**
   * Adds professionals with accounts that cannot sign in straight to the data, in bulk: for tests
   * that need more of them than registering through the API could make quickly.
   */
  seedProfessionals(profiles: readonly SeededProfessional[]): Promise<void>
  /**
   * Moves a booking's start straight in the data, keeping its zone and length: the API refuses a
   * start in the past, yet rules such as "complete from the start on" need sessions that have begun.
   */
  moveBookingStart(bookingId: number, startsAt: Date): Promise<void>
  /**
   * Moves the clock that decides whether a licence has run out (null: the real time again), so a
   * test can read a verified professional after their expiry date without waiting for it.
   */
  setLicenceClock(now: Date | null): void
  /**
   * The newest code sent by SMS to this phone, read from what would be sent (the server's outbox
   * row, decrypted; the mocks' outbox); null when none was.
   */
  sentCode(phone: string): Promise<string | null>
  /** Ends the life of every code sent to this phone, straight in the data (the suite cannot move the clock). */
  expireCodes(phone: string): Promise<void>
  /** Issues a reset code the way `npm run admin -- reset-password` does (no API can). */
  adminResetCode(username: string): Promise<string>
  /** Creates an admin the way `npm run admin -- create` does (no API can). */
  createAdmin(username: string, password: string): Promise<void>
  /**
   * Whether the text appears anywhere in what the target stores: the SQLite file and its WAL byte
   * for byte, every row of every table on PostgreSQL, the mocks' whole store. Deletion tests look
   * for the deleted person's canary strings.
   */
  storageContains(text: string): Promise<boolean>
  /**
   * Writes a message of the person's in-app list straight to the outbox, as the notification
   * engine does when a booking changes; answers its id.
   */
  insertAppNotification(username: string, message: { event: string; bookingId: number | null }): Promise<number>
  /**
   * The audit trail's rows about one record, each with its whole stored row as text (no route lists
   * the events about a place): the safe-house scan reads them.
   */
  auditRowsAbout(targetType: AuditTargetType, targetId: number): Promise<{ action: string; stored: string }[]>
  /** The endpoints of the person's push subscriptions, as stored (no route lists them). */
  pushEndpointsOf(userId: number): Promise<string[]>
  close(): Promise<void>
}

export type SeededProfessional = Omit<Professional, 'id' | 'profileImageUrl' | 'verification'>

/**
 * The few ways a target may legitimately differ. Each flag turns assertions on, never off: a
 * target without the capability is tested for everything else.
 */
export type TargetCapabilities = {
  /**
   * Sends the headers a browser enforces on real HTTP answers (X-Content-Type-Options,
   * Content-Security-Policy, Referrer-Policy). Mocks answer inside the page, where they mean nothing.
   */
  browserSecurityHeaders: boolean
  /**
   * Decodes uploaded photos: refuses one that does not decode as its declared type, and serves
   * square WebP renditions without metadata. Mocks run in a browser without sharp: they check the
   * data URL only and serve the bytes as uploaded.
   */
  processesPhotos: boolean
  /**
   * Works on several requests at once (a password check takes real time), so sign-ins can race a
   * password change. The mocks answer each request whole, one after another.
   */
  interleavesRequests: boolean
}
