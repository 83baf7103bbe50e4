// Plain constants (no valibot), so the dashboard can import them without the schemas.

/** GET /api/me/professional/bookings answers at most this many bookings a page, and this many by default. */
export const BOOKINGS_PAGE_SIZE = 50
export const BOOKINGS_MAX_PAGE_SIZE = 50
