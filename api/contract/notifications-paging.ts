// Plain constants (no valibot), so the header's unread count can import them without the schemas.

/** GET /api/me/notifications answers this many a page by default, and at most the maximum. */
export const NOTIFICATIONS_PAGE_SIZE = 20
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50
