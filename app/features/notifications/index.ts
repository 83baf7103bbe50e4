// What other features may use of notifications: the switch that turns web push on for this device
// (the account's notification settings mount it) and the hook behind it.
export { PushToggle } from './push-toggle'
export { usePushSubscription, type PushState } from './use-push-subscription'
