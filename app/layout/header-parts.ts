// The header's parts that load once the app has taken over the page (LoadLater 'hydrated'), in one
// file: the menu holds the account's links too, so apart they made two chunks, one of them only a
// facade fetched before the other (issue 20). The language switch, usable from then on, finds here
// which parts of the catalog the page holds as its own.
export { AccountLinks } from './account-links'
export { MobileMenu } from './mobile-menu'
export { pageParts } from '../lib/page-parts'
