import { randomBytes } from 'node:crypto'
import type { Context } from 'koa'
import type { SignedInAs } from '../domain/accounts/browser-sign-in'

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account holds proof of it, and failures from anywhere else cannot lock it out.
 * Each account signed in on this browser (a shared family phone) has a cookie of its own,
 * `wellness.device.<userId>` = `credentialVersion:nonce`, sent to sign-in only. A registration or
 * password reset elsewhere in the API cannot read the others, so it must not rewrite them: one
 * cookie per account leaves them as they are. Koa signs it with the session keys, so it cannot be
 * forged or edited. A password change raises the account's credential version, which voids every
 * proof made before it (an attacker who held one is a stranger again).
 */
const DEVICE_COOKIE = 'wellness.device'
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000
const PROOF = /^(\d{1,9}):([A-Za-z0-9_-]{22})$/

type Proof = { credentialVersion: number; nonce: string }

const cookieOf = (userId: number) => `${DEVICE_COOKIE}.${userId}`

function proofOf(ctx: Context, userId: number): Proof | null {
  const match = PROOF.exec(ctx.cookies.get(cookieOf(userId), { signed: true }) ?? '')
  return match ? { credentialVersion: Number(match[1]), nonce: match[2]! } : null
}

/** The nonce this browser holds for the account at its current password, or null: it names the device's own counter. */
export function deviceNonce(ctx: Context, account: SignedInAs): string | null {
  const proof = proofOf(ctx, account.id)
  return proof && proof.credentialVersion === account.credentialVersion ? proof.nonce : null
}

/** After a successful sign-in, registration, password reset or change: a fresh proof for this account at this password version. */
export function rememberDevice(ctx: Context, account: SignedInAs, secure: boolean): void {
  ctx.cookies.set(cookieOf(account.id), `${account.credentialVersion}:${randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/login',
    maxAge: MAX_AGE_MS,
    overwrite: true,
  })
}
