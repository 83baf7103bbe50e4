// What other features may use of the crisis page: the helplines.
export { helplineById, helplineHref } from './helplines'
