/** What other modules read of sign-in: the account found by its username. */
export { findAccount } from './accounts-by-name'
