import type { ReasonAuthor } from '../api/domain/accounts/account-deletion'
import { demoVerification } from '../api/domain/verification/demo-verification'
import { demoAccounts, fixtureAvailability, fixtureBookings, fixtureProfessionals } from '../api/fixtures/demo'
import type { LicenceDocumentType } from '../api/contract/licence-documents'
import { addDays, todayIn, instantOf } from '../api/contract/time'
import type { AuditEvent } from '../api/contract/schemas/audit'
import type { Availability } from '../api/contract/schemas/availability'
import type { Role } from '../api/contract/schemas/auth'
import type { Language } from '../api/contract/schemas/language'
import type { NotificationChannel } from '../api/contract/schemas/notifications'
import type { CodePurpose } from '../api/domain/accounts/code-message'
import type { StoredCode } from '../api/domain/accounts/phone-codes'
import type { SettingsRow } from '../api/domain/notifications/settings'
import type { BookingStatus, SessionType, Timezone } from '../api/contract/schemas/bookings'
import { DEFAULT_SESSION_MINUTES, DEFAULT_TIMEZONE } from '../api/contract/schemas/bookings'
import type { Professional } from '../api/contract/schemas/professionals'
import type { StoredVerification } from '../api/domain/verification/verification-answer'
import type { PushSubscriptionRecord } from '../api/domain/notifications/push-subscriptions'
import type { StoredMessage } from '../api/domain/messages/thread'
import type { StoredPlace } from '../api/domain/places/stored-place'
import { fixturePlaces } from '../api/fixtures/places'

/**
 * The MSW side's database: plain rows in arrays, shaped like the server's tables so the handlers
 * read like its repos. Everything is JSON-serializable (the browser build persists it).
 * Passwords are kept as given: a development mock with fake data (docs/decisions/001, Mocks).
 */
export type UserRow = {
  id: number
  username: string
  password: string | null
  role: Role
  createdAt: string
  /** E.164; absent or null when none was given. */
  phone?: string | null
  /** Whether the person agreed to show the phone to professionals who confirmed their session. */
  phoneConsent?: boolean
  /** When the person deleted the account: the row stays, every personal field overwritten. */
  deletedAt?: string | null
  /** Raised by every password change: older sessions and device tokens no longer count. */
  credentialVersion?: number
  /** The phone was proven with a code (absent: not verified). */
  phoneVerified?: boolean
  /** Absent: the contract's defaults, 'en' and Africa/Nairobi. */
  language?: Language
  timezone?: string
}
/**
 * Whether a professional is listed and verified is read from the profile and the verification
 * (api/contract/profile-completeness.ts, verification-answer.ts), never kept beside them.
 */
export type ProfessionalRow = Omit<Professional, 'username' | 'profileImageUrl' | 'verification' | 'isVerified'> & {
  userId: number
  /** The current photo's version (api/contract/photos.ts); null without a photo. */
  photoHash: string | null
  /** Told to the client on an accept that names no instructions; absent or null when not set. */
  defaultJoinInstructions?: string | null
  /** "within 1 working day", shown in a thread; absent or null when not set. */
  usualReplyTime?: string | null
}
/** A professional's hours once set (the server's table: availability). */
export type AvailabilityRow = Availability & { professionalId: number; updatedAt: string }
/** A profile photo as uploaded (no decoding in a browser): served at every width as it is. */
export type PhotoRow = { professionalId: number; hash: string; contentType: string; base64: string }
export type BookingRow = {
  id: number
  professionalId: number
  userId: number
  sessionType: SessionType
  sessionDate: string
  sessionTime: string
  timezone: Timezone
  /** The start as an ISO instant (Z), and the session's length. */
  startsAt: string
  durationMinutes: number
  status: BookingStatus
  notes: string | null
  /** Why it was declined or cancelled. */
  reason: string | null
  /** Whose words the reason is: erased when that side deletes their account. */
  reasonBy?: ReasonAuthor | null
  /** How to join, given on accept. */
  joinInstructions: string | null
  createdAt: string
  updatedAt: string
  /** The calendar date in the booking's zone when it was marked completed. */
  completedOn: string | null
  /** When the professional closed the booking's thread; absent or null while open. */
  threadClosedAt?: string | null
}
/** Private notes live apart from bookings, so nothing but the professional's presenter can read them. */
export type SessionNoteRow = { bookingId: number; text: string }
/** credentialVersion: the account's password version it was made with (UserRow.credentialVersion). */
export type SessionRow = {
  id: string
  userId: number
  credentialVersion: number
  createdAt: number
  lastSeenAt: number
}
/** A rate-limit counter (the server's table: rate_limits): points counted until it expires. */
export type RateLimitRow = { key: string; points: number; expiresAt: number }
/** A device cookie's token and the account it proves this browser signed in to. */
export type DeviceTokenRow = { token: string; userId: number }
/** A professional's verification (the server's table: verifications); checkedBy is the deciding admin. */
export type VerificationRow = StoredVerification & { professionalId: number; checkedBy: number | null }
/** An uploaded licence, kept as sent (the browser's store is the developer's own). */
export type LicenceDocumentRow = {
  professionalId: number
  contentType: LicenceDocumentType
  bytes: number
  base64: string
  uploadedAt: string
}
/** The append-only audit trail (the server's table: audit_events, without the address hash). */
export type AuditEventRow = AuditEvent & { subjectId: number | null }
/** A device's web push subscription (the server's table: push_subscriptions); owner is the session that made it. */
export type PushSubscriptionRow = PushSubscriptionRecord
/** A code sent by SMS or given by an admin (the server's table: phone_codes), hashed with SHA-256 here. */
export type PhoneCodeRow = StoredCode & { purpose: CodePurpose; createdAt: string }
/** A message of the outbox (the server's table: notifications); the text is kept plain (the developer's own store). */
export type NotificationRow = {
  id: number
  userId: number
  channel: NotificationChannel
  event: string
  subject: string
  language: Language
  state: string
  text: string | null
  scheduledAt: string
  createdAt: string
  /** The booking an in-app entry is about, and when its person read it (the in-app list). */
  bookingId?: number | null
  readAt?: string | null
  /** Where the mocks would have sent it: the phone of an SMS, the username in the app. */
  to?: string | null
}
/** A message of a booking's thread, its text plain (the developer's own store). */
export type MessageRow = StoredMessage
/** How far one party has read a thread. */
export type MessageReadRow = { bookingId: number; userId: number; upTo: number }
export type MessageReportRow = {
  id: number
  messageId: number
  reporterId: number
  reason: string | null
  reportedAt: string
  handledAt?: string | null
  handledBy?: number | null
}
export type NotificationSettingsRow = SettingsRow & { userId: number }
/** A write's key and what it touched: the booking, and the message a post made. */
export type IdempotencyRow = {
  userId: number
  key: string
  fingerprint: string
  status: number
  bookingId: number
  messageId?: number
}
/** A place of care (the server's table: places); retiredAt set once an admin retired it (kept, shown nowhere). */
export type PlaceRow = StoredPlace & { retiredAt: string | null }

export type Tables = {
  users: UserRow[]
  professionals: ProfessionalRow[]
  bookings: BookingRow[]
  availability: AvailabilityRow[]
  sessionNotes: SessionNoteRow[]
  sessions: SessionRow[]
  rateLimits: RateLimitRow[]
  deviceTokens: DeviceTokenRow[]
  idempotencyKeys: IdempotencyRow[]
  photos: PhotoRow[]
  verifications: VerificationRow[]
  licenceDocuments: LicenceDocumentRow[]
  auditEvents: AuditEventRow[]
  pushSubscriptions: PushSubscriptionRow[]
  phoneCodes: PhoneCodeRow[]
  notifications: NotificationRow[]
  notificationSettings: NotificationSettingsRow[]
  messages: MessageRow[]
  messageReads: MessageReadRow[]
  messageReports: MessageReportRow[]
  places: PlaceRow[]
  /** The next id of each table with numeric ids, as a SQL sequence hands them out. */
  sequences: {
    users: number
    professionals: number
    bookings: number
    auditEvents: number
    phoneCodes: number
    notifications: number
    messages: number
    messageReports: number
    places: number
  }
}

type Sequenced = keyof Tables['sequences']

export const store: Tables = emptyTables()

/** Appends a row with the table's next id and returns it. */
export function insert<T extends Sequenced>(table: T, row: Omit<Tables[T][number], 'id'>): Tables[T][number] {
  const inserted = { ...row, id: store.sequences[table]++ } as Tables[T][number]
  ;(store[table] as Tables[T][number][]).push(inserted)
  return inserted
}

/** Back to the seeded demo data, ids restarting at 1: a fresh database. */
export function resetStore(now: Date = new Date()): void {
  Object.assign(store, emptyTables())
  seed(now)
}

function emptyTables(): Tables {
  return {
    users: [],
    professionals: [],
    bookings: [],
    availability: [],
    sessionNotes: [],
    sessions: [],
    rateLimits: [],
    deviceTokens: [],
    idempotencyKeys: [],
    photos: [],
    verifications: [],
    licenceDocuments: [],
    auditEvents: [],
    pushSubscriptions: [],
    phoneCodes: [],
    notifications: [],
    notificationSettings: [],
    messages: [],
    messageReads: [],
    messageReports: [],
    places: [],
    sequences: {
      users: 1,
      professionals: 1,
      bookings: 1,
      auditEvents: 1,
      phoneCodes: 1,
      notifications: 1,
      messages: 1,
      messageReports: 1,
      places: 1,
    },
  }
}

/**
 * The server's demo seed: the demo user, then a user row per directory professional (only the demo
 * professional has a password, so the others exist but cannot sign in and their usernames are
 * taken) with the hours of those that have some and a standing check for those shown verified,
 * then the demo bookings dated relative to today in EAT, then the sample places of care.
 */
function seed(now: Date): void {
  const createdAt = now.toISOString()
  const { username, password, role } = demoAccounts.user
  const client = insert('users', { username, password, role, createdAt })
  let demoProfessionalId = 0
  for (const fixture of fixtureProfessionals) {
    const isDemo = fixture.username === demoAccounts.professional.username
    const password = isDemo ? demoAccounts.professional.password : null
    const user = insert('users', { username: fixture.username, password, role: 'professional', createdAt })
    const { username: _username, isVerified, languages, specialties, ...profile } = fixture
    const professional = insert('professionals', {
      ...profile,
      languages: [...languages],
      specialties: [...specialties],
      userId: user.id,
      photoHash: null,
    })
    if (isDemo) demoProfessionalId = professional.id
    if (isVerified) {
      store.verifications.push({
        ...demoVerification(professional.id, fixture.location, now),
        professionalId: professional.id,
        checkedBy: null,
      })
    }
    const hours = fixtureAvailability[fixture.username]
    if (hours)
      store.availability.push({ ...structuredClone(hours), professionalId: professional.id, updatedAt: createdAt })
  }
  const today = todayIn(DEFAULT_TIMEZONE, now)
  for (const { dayOffset, professionalNotes, ...fixture } of fixtureBookings) {
    const sessionDate = addDays(today, dayOffset)
    const completedOn = fixture.status === 'completed' ? sessionDate : null
    const booking = insert('bookings', {
      ...fixture,
      professionalId: demoProfessionalId,
      userId: client.id,
      sessionDate,
      timezone: DEFAULT_TIMEZONE,
      startsAt: instantOf(sessionDate, fixture.sessionTime, DEFAULT_TIMEZONE).toISOString(),
      durationMinutes: DEFAULT_SESSION_MINUTES,
      reason: null,
      reasonBy: null,
      joinInstructions: null,
      createdAt,
      updatedAt: createdAt,
      completedOn,
    })
    if (professionalNotes !== null) store.sessionNotes.push({ bookingId: booking.id, text: professionalNotes })
  }
  for (const { checkedDaysAgo, ...fixture } of fixturePlaces) {
    const checkedOn = addDays(today, -checkedDaysAgo)
    insert('places', { ...structuredClone(fixture), checkedOn, demo: true, updatedAt: createdAt, retiredAt: null })
  }
}

resetStore()
