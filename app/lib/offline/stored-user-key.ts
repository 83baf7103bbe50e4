import { queryRoots } from '../query-keys'

/** The query key of GET /api/user: the signed-in user, or null once signed out. */
export const STORED_USER_KEY = queryRoots.user
