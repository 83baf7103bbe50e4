/** The route each write of the first outbox shape was sent to (kind and bookingId, before issue 17). */
const routeOfKind = {
  booking: 'createBooking',
  notes: 'saveSessionNotes',
  status: 'updateBookingStatus',
  cancel: 'cancelMyBooking',
  logout: 'logout',
} as const

type OldEntry = { kind?: keyof typeof routeOfKind; bookingId?: number; route?: string; params?: object }

/**
 * Rewrites, in place, an entry stored in the first shape ({kind, bookingId, body}) as the call it
 * stands for ({route, params, body}); its key, owner, state and line stay. Entries already in the
 * new shape are left alone. Run by the database's version-3 upgrade (app/lib/offline/db.ts).
 */
export function upgradeOldEntry(entry: OldEntry): void {
  if (entry.kind === undefined) return
  entry.route = routeOfKind[entry.kind]
  if (entry.bookingId !== undefined) entry.params = { bookingId: entry.bookingId }
  delete entry.kind
  delete entry.bookingId
}
