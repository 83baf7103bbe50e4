// What other features may use of sign-in: the signed-in user, the query that holds it, and
// forgetting the person on this device once their account is gone.
export { currentUserQueryOptions, forgetSignedInPerson, useCurrentUser, userQueryKey } from './current-user'
