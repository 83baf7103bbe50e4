import type { Professional } from '../contract/schemas/professionals'

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
}
