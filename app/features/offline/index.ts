// What other features may use of the offline layer: whether the browser is online.
export { useOnline } from './use-online'
