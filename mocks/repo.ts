import { DEFAULT_SESSION_MINUTES } from '../api/contract/schemas/bookings'
import { usernameKey, usernameSkeleton } from '../api/domain/accounts/usernames'
import { store, type BookingRow, type ProfessionalRow, type UserRow } from './store'

/** The account a sign-in names: the same key (NFKC, case folded), computed from the stored username. */
export function findUserByUsername(username: string): UserRow | undefined {
  const key = usernameKey(username)
  return store.users.find((user) => usernameKey(user.username) === key)
}

/** Whether an account has this username's key or its look-alike skeleton (TR39). */
export function usernameTaken(username: string): boolean {
  const [key, skeleton] = [usernameKey(username), usernameSkeleton(username)]
  return store.users.some((user) => usernameKey(user.username) === key || usernameSkeleton(user.username) === skeleton)
}

export function findUser(id: number): UserRow | undefined {
  return store.users.find((user) => user.id === id)
}

export function professionalOfUser(userId: number): ProfessionalRow | undefined {
  return store.professionals.find((professional) => professional.userId === userId)
}

export function findProfessional(id: number): ProfessionalRow | undefined {
  return store.professionals.find((professional) => professional.id === id)
}

/** A booking a use case has just written: it exists. */
export function writtenBooking(id: number): BookingRow {
  const booking = store.bookings.find((row) => row.id === id)
  if (!booking) throw new Error(`Booking ${id} vanished`)
  return booking
}

/** A booking of this professional; another professional's booking is as unknown as a missing one. */
export function findOwnBooking(professionalId: number, bookingId: number): BookingRow | undefined {
  return store.bookings.find((booking) => booking.id === bookingId && booking.professionalId === professionalId)
}

export function sessionNoteOf(bookingId: number): string | null {
  return store.sessionNotes.find((note) => note.bookingId === bookingId)?.text ?? null
}

/** null or '' clears the notes. */
export function saveSessionNote(bookingId: number, text: string | null): void {
  store.sessionNotes = store.sessionNotes.filter((note) => note.bookingId !== bookingId)
  if (text) store.sessionNotes.push({ bookingId, text })
}

/** A session's length with this professional: their hours' session length once set, else the default. */
export function sessionMinutesOf(professionalId: number): number {
  return (
    store.availability.find((row) => row.professionalId === professionalId)?.sessionMinutes ?? DEFAULT_SESSION_MINUTES
  )
}

/** Newest request first; the id breaks ties (the data export's order of a person's requests). */
export const newestRequestFirst = (a: BookingRow, b: BookingRow) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1
