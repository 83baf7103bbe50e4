/** What other modules read of the account page: its columns, the account and its answer. */
export { ACCOUNT_COLUMNS, findAccount, presentAccount, type AccountRow } from './account-page'
