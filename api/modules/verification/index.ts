/** What other modules read of a verification: the professional's, with its licence file. */
export { findVerification, presentVerification } from './verification-view'
