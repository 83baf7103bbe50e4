// What other features may use of the crisis page: the helplines, the person's country and its lines.
export { CountryHelpNow } from './country-help-now'
export { helplineById, helplineHref } from './helplines'
export { useCrisisCountry } from './crisis-country'
