export { DevOutboxPanel } from './dev-outbox-panel'
