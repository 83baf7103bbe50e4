/**
 * The one query-key root of each resource the app reads. Every feature builds its keys under
 * these (the dashboard's and My sessions' lists both under `bookings`), the stored copies
 * (offline/stored-queries.ts) are chosen by them, and a write names the roots it refreshes, so no
 * feature has to import another's keys.
 */
export const queryRoots = {
  /** GET /api/user: the signed-in user, or null once signed out. */
  user: ['user'],
  /** The professional's bookings lists and the person's own sessions. */
  bookings: ['bookings'],
  analytics: ['analytics'],
  profile: ['profile'],
  availability: ['availability'],
  verification: ['verification'],
  account: ['account'],
  /** The person's in-app notifications and their unread count. */
  notifications: ['notifications'],
  /** The threads of the person's bookings and their unread counts. */
  messages: ['messages'],
  /** The directory's lists and professionals' pages. */
  professionals: ['professionals'],
  /** The places of care's lists and pages (and the copies saved for the person's country). */
  places: ['places'],
  /** The content pages' own stored data. */
  page: ['page'],
  /** The admin's reads, never stored on the device. */
  admin: ['admin'],
} as const
