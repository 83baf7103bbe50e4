import { proofsAfterSignIn } from '../api/domain/accounts/session-rules'
import { store } from './store'

function tokensOf(cookie: string | null): string[] {
  return cookie ? cookie.split('.').filter((token) => token !== '') : []
}

/** The token this browser's device cookie holds for the account, or null (unknown tokens prove nothing). */
export function deviceNonce(cookie: string | null, userId: number): string | null {
  const held = new Set(tokensOf(cookie))
  return store.deviceTokens.find((row) => row.userId === userId && held.has(row.token))?.token ?? null
}

/** A password change voids every device cookie's proof for the account. */
export function forgetDevices(userId: number): void {
  store.deviceTokens = store.deviceTokens.filter((row) => row.userId !== userId)
}

/** The device cookie's new value after a sign-in: a fresh token for this account first. */
export function rememberDevice(cookie: string | null, userId: number): string {
  const token = crypto.randomUUID().replace(/-/g, '')
  store.deviceTokens.push({ token, userId })
  const known = new Map(store.deviceTokens.map((row) => [row.token, row.userId]))
  const held = tokensOf(cookie).flatMap((other) =>
    known.has(other) ? [{ token: other, userId: known.get(other)! }] : [],
  )
  return proofsAfterSignIn({ token, userId }, held)
    .map((proof) => proof.token)
    .join('.')
}
