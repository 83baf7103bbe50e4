import { randomBytes } from 'node:crypto'
import type { Context } from 'koa'

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account holds proof of it, and failures from anywhere else cannot lock it out.
 * One cookie holds the last few accounts signed in on this browser (a shared family phone), each
 * as `userId:nonce`; Koa signs it with the session keys, so it cannot be forged or edited.
 */
export const DEVICE_COOKIE = 'wellness.device'
const MAX_ACCOUNTS = 3
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000
const ENTRY = /^(\d{1,15}):([A-Za-z0-9_-]{22})$/

type Entry = { userId: number; nonce: string }

function readEntries(ctx: Context): Entry[] {
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true })
  if (!value) return []
  return value.split('.').flatMap((text) => {
    const match = ENTRY.exec(text)
    return match ? [{ userId: Number(match[1]), nonce: match[2]! }] : []
  })
}

/** The nonce this browser holds for the account, or null: it names the device's own counter. */
export function deviceNonce(ctx: Context, userId: number): string | null {
  return readEntries(ctx).find((entry) => entry.userId === userId)?.nonce ?? null
}

/** After a successful sign-in or registration: a fresh nonce for this account, kept first. */
export function rememberDevice(ctx: Context, userId: number, secure: boolean): void {
  const fresh = { userId, nonce: randomBytes(16).toString('base64url') }
  const others = readEntries(ctx).filter((entry) => entry.userId !== userId)
  const value = [fresh, ...others]
    .slice(0, MAX_ACCOUNTS)
    .map((entry) => `${entry.userId}:${entry.nonce}`)
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
