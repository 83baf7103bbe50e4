import type { User } from '../api/contract/schemas/auth'
import { presentAccount as presentAccountPage, presentUser as presentAccountUser } from '../api/domain/accounts/present'
import type { Account } from '../api/contract/schemas/account'
import type { Booking, BookingCreated } from '../api/contract/schemas/bookings'
import type { OwnProfessional, Professional } from '../api/contract/schemas/professionals'
import { presentBooking as present, presentBookingCreated as presentCreated } from '../api/domain/bookings/present'
import {
  presentOwnProfessional as presentOwn,
  presentProfessional as presentPublic,
  type OwnSettings,
  type ProfessionalFacts,
} from '../api/domain/professionals/present'
import type { EntryFacts } from '../api/domain/verification/route-table'
import { clientFactsOf } from './deleted-accounts'
import { licenceNow } from './licence-clock'
import { findUser, professionalOfUser, sessionNoteOf } from './repo'
import type { BookingRow, ProfessionalRow, UserRow } from './store'
import { isListed, storedDocumentOf, verificationOf } from './verifications'

/** The API's user object (api/domain/accounts/present.ts): a professional's title from their profile. */
export const presentUser = (user: UserRow): User =>
  presentAccountUser({
    ...user,
    title: (user.role === 'professional' && professionalOfUser(user.id)?.title) || null,
  })

const factsOf = (row: ProfessionalRow): ProfessionalFacts => ({
  ...row,
  username: findUser(row.userId)?.username ?? '',
  check: verificationOf(row.id) ?? null,
})

/** The public profile at the licence clock's time (api/domain/professionals/present.ts). */
export const presentProfessional = (row: ProfessionalRow): Professional => presentPublic(factsOf(row), licenceNow())

/** The professional's profile with their private settings. */
export const ownFactsOf = (row: ProfessionalRow): ProfessionalFacts & OwnSettings => ({
  ...factsOf(row),
  defaultJoinInstructions: row.defaultJoinInstructions ?? null,
  usualReplyTime: row.usualReplyTime ?? null,
})

/** The professional's own profile: the public one and their private settings. */
export const presentOwnProfessional = (row: ProfessionalRow): OwnProfessional =>
  presentOwn(ownFactsOf(row), licenceNow())

/** One professional of the admin's list, as the verification routes read it (api/domain/verification/route-table.ts). */
export const entryFactsOf = (row: ProfessionalRow): EntryFacts => ({
  professional: { ...factsOf(row), listed: isListed(row) },
  userId: row.userId,
  verification: verificationOf(row.id) ?? null,
  document: storedDocumentOf(row.id),
})

/** A booking as the client sees it when it is made (api/domain/bookings). */
export const presentBookingCreated = (row: BookingRow): BookingCreated => presentCreated(row, clientFactsOf(row.userId))

/** The booking as its professional sees it (api/domain/bookings). */
export const presentBooking = (row: BookingRow): Booking =>
  present(row, clientFactsOf(row.userId), sessionNoteOf(row.id))

/** GET /api/me/account from a user row (api/domain/accounts/present.ts). */
export const presentAccount = (user: UserRow): Account =>
  presentAccountPage({
    username: user.username,
    phone: user.phone ?? null,
    phoneConsent: user.phoneConsent ?? false,
    phoneVerified: user.phoneVerified ?? false,
    language: user.language ?? null,
    timezone: user.timezone ?? null,
  })
