import { scryptSync } from 'node:crypto'

/**
 * One scrypt, in a worker thread of the hashing pool (api/security/hashing-pool.ts), which runs at
 * the lowest CPU priority. Plain JavaScript: a worker thread loads it without the TypeScript loader.
 * @param {{ password: string, salt: Uint8Array, keyLength: number, options: import('node:crypto').ScryptOptions }} task
 */
export default function derive({ password, salt, keyLength, options }) {
  return scryptSync(password, salt, keyLength, options)
}
