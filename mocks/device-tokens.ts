import { store } from './store'

/** The token is this browser's device cookie for the account if the store knows it (unknown tokens prove nothing). */
export function deviceNonce(cookie: string | null, userId: number): string | null {
  return store.deviceTokens.find((row) => row.userId === userId && row.token === cookie)?.token ?? null
}

/** A password change voids every device cookie's proof for the account. */
export function forgetDevices(userId: number): void {
  store.deviceTokens = store.deviceTokens.filter((row) => row.userId !== userId)
}

/** A fresh token for the account's own device cookie after a sign-in (api/http/device-cookie.ts). */
export function rememberDevice(userId: number): string {
  const token = crypto.randomUUID().replace(/-/g, '')
  store.deviceTokens.push({ token, userId })
  return token
}
