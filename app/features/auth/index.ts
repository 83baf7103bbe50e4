// What other features may use of sign-in: the signed-in user and the query that holds it.
export { currentUserQueryOptions, useCurrentUser, userQueryKey } from './queries'
