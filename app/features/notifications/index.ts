// What other features may use of notifications: the development outbox panel, the switch that
// turns web push on for this device (the account's notification settings mount it) and its hook.
export { DevOutboxPanel } from './dev-outbox-panel'
export { PushToggle } from './push-toggle'
export { usePushSubscription, type PushState } from './use-push-subscription'
