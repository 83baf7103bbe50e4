/** The stored copy of GET /api/user: the signed-in user, or null once signed out. */
export const USER_SNAPSHOT_KEY = 'user'
