import { createHmac, randomInt } from 'node:crypto'
import type { CodeSecrets } from '../domain/accounts/phone-codes'

/**
 * Codes from node:crypto's CSPRNG, hashed with HMAC-SHA256 under a key derived from the notes key
 * (no new secret to keep): tries and lifetime bound the guessing, the key keeps a stolen table
 * from being read back by trying the million codes. Phone numbers, the keys of their counters, are
 * hashed under a key of their own: a copy of the rate-limit table cannot be read back by trying
 * every number.
 */
export function createCodeSecrets(notesKey: Buffer): CodeSecrets {
  const key = createHmac('sha256', notesKey).update('phone-code-key').digest()
  const phoneKey = createHmac('sha256', notesKey).update('phone-counter-key').digest()
  return {
    newCode: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    hashCode: async (code) => createHmac('sha256', key).update(code).digest('hex'),
    hashPhone: async (phone) => createHmac('sha256', phoneKey).update(phone).digest('base64url'),
  }
}
