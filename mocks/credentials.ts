import { forgetDevices } from './device-tokens'
import { endMockPushSubscriptionsOf } from './push-subscriptions'
import { store } from './store'

/** A new password (kept plain in the mocks) and the account's next credential version, which it answers. */
export function saveMockPassword(userId: number, password: string): number {
  const user = store.users.find((row) => row.id === userId)!
  user.password = password
  user.credentialVersion = (user.credentialVersion ?? 0) + 1
  return user.credentialVersion
}

/** Every sign-in of the account ends: its sessions, its device cookies' proofs and its devices' pushes. */
export function endMockSignIns(userId: number): void {
  store.sessions = store.sessions.filter((session) => session.userId !== userId)
  forgetDevices(userId)
  endMockPushSubscriptionsOf(userId)
}
