import { store, type BookingRow, type ProfessionalRow, type UserRow } from './store'

/** Usernames are unique without regard to case. */
export const usernameKey = (username: string) => username.toLowerCase()

export function findUserByUsername(username: string): UserRow | undefined {
  const wanted = usernameKey(username)
  return store.users.find((user) => usernameKey(user.username) === wanted)
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
