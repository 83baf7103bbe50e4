import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { DeriveKey } from './hashing-pool'

// OWASP's scrypt alternative to N=2^17, p=1: N=2^14, r=8, p=5 (16 MiB per hash).
const PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const
const SALT_BYTES = 16
const KEY_BYTES = 64
const MAX_MEMORY = 64 * 1024 * 1024

/**
 * node:crypto's scrypt on libuv's threadpool, for the seed and scripts; the server passes its
 * hashing pool instead (api/security/hashing-pool.ts).
 */
export const deriveOnThreadpool: DeriveKey = (password, salt, keyLength, options) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string, derive: DeriveKey = deriveOnThreadpool): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password.normalize('NFC'), salt, KEY_BYTES, { ...PARAMS, maxmem: MAX_MEMORY })
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$')
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer }

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$')
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !key) return null
  const [N, R, P] = [Number(n), Number(r), Number(p)]
  const sane =
    [N, R, P].every((value) => Number.isSafeInteger(value) && value > 0) && N <= 2 ** 20 && R <= 32 && P <= 16
  if (!sane || (N & (N - 1)) !== 0) return null
  const keyBytes = Buffer.from(key, 'base64')
  return keyBytes.length >= 16 ? { N, r: R, p: P, salt: Buffer.from(salt, 'base64'), key: keyBytes } : null
}

export async function verifyPassword(
  password: string,
  stored: string,
  derive: DeriveKey = deriveOnThreadpool,
): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const options = { N: parsed.N, r: parsed.r, p: parsed.p, maxmem: MAX_MEMORY }
  const key = await derive(password.normalize('NFC'), parsed.salt, parsed.key.length, options)
  return timingSafeEqual(key, parsed.key)
}

// The hash of a random password nobody knows: the same parameters, so it costs the same to check.
const DUMMY_HASH =
  'scrypt$16384$8$5$3u9bHoXWStXWqL9VCPU9MA==$EarQ8Wk/Cpnn2Z5S/1kGlrEhJUPlAX9nIXvvvRbe+nz6IMTZDGqnRbHespmalxMyPXDzD6XMCRhhYd8PWcA0YQ=='

/**
 * Pays for one verification against a throwaway hash, so an unknown username (or an account that
 * cannot sign in) answers in the same time as a wrong password.
 */
export async function burnPasswordTime(password: string, derive: DeriveKey = deriveOnThreadpool): Promise<void> {
  await verifyPassword(password, DUMMY_HASH, derive)
}
