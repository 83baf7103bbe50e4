import { randomBytes } from 'node:crypto'
import type { Context } from 'koa'
import { proofsAfterSignIn } from '../domain/accounts/session-rules'
import type { SignedInAs } from '../domain/accounts/browser-sign-in'

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account holds proof of it, and failures from anywhere else cannot lock it out.
 * One cookie holds the last few accounts signed in on this browser (a shared family phone), each
 * as `userId:credentialVersion:nonce`; Koa signs it with the session keys, so it cannot be forged or
 * edited. A password change raises the account's credential version, which voids every proof
 * made before it (an attacker who held one is a stranger again).
 */
export const DEVICE_COOKIE = 'wellness.device'
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000
// Entries from before credential versions (`userId:nonce`) read as version 0.
const ENTRY = /^(\d{1,15}):(?:(\d{1,9}):)?([A-Za-z0-9_-]{22})$/

type Entry = { userId: number; credentialVersion: number; nonce: string }

function readEntries(ctx: Context): Entry[] {
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true })
  if (!value) return []
  return value.split('.').flatMap((text) => {
    const match = ENTRY.exec(text)
    return match ? [{ userId: Number(match[1]), credentialVersion: Number(match[2] ?? 0), nonce: match[3]! }] : []
  })
}

/** The nonce this browser holds for the account at its current password, or null: it names the device's own counter. */
export function deviceNonce(ctx: Context, account: SignedInAs): string | null {
  const entry = readEntries(ctx).find((candidate) => candidate.userId === account.id)
  return entry && entry.credentialVersion === account.credentialVersion ? entry.nonce : null
}

/**
 * After a successful sign-in, registration or password change: a fresh nonce for this account at
 * this password version, kept first. The cookie is sent to sign-in only, so after a password
 * change (another path) the browser keeps this account's proof alone.
 */
export function rememberDevice(ctx: Context, account: SignedInAs, secure: boolean): void {
  const fresh = {
    userId: account.id,
    credentialVersion: account.credentialVersion,
    nonce: randomBytes(16).toString('base64url'),
  }
  const value = proofsAfterSignIn(fresh, readEntries(ctx))
    .map((entry) => `${entry.userId}:${entry.credentialVersion}:${entry.nonce}`)
    .join('.')
  ctx.cookies.set(DEVICE_COOKIE, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/login',
    maxAge: MAX_AGE_MS,
    overwrite: true,
  })
}
