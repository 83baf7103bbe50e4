import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** AES-256-GCM for booking notes at rest (docs/decisions/001, "Encryption at rest"). */
export type Cipher = {
  encrypt(plain: string, bookingId: number): string
  decrypt(stored: string, bookingId: number): string
}

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

// The booking id is authenticated data: a note copied onto another booking no longer decrypts.
function additionalData(bookingId: number): Buffer {
  return Buffer.from(`booking:${bookingId}`, 'utf8')
}

export function createCipher(key: Buffer): Cipher {
  if (key.length !== 32) throw new Error('The notes encryption key must be 32 bytes')
  return {
    encrypt(plain, bookingId) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
      cipher.setAAD(additionalData(bookingId))
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const tag = cipher.getAuthTag()
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join('.')
    },
    decrypt(stored, bookingId) {
      const [version, iv, tag, ciphertext, ...rest] = stored.split('.')
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
        throw new Error('Unrecognised encrypted value')
      }
      const ivBytes = Buffer.from(iv, 'base64')
      const tagBytes = Buffer.from(tag, 'base64')
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('Unrecognised encrypted value')
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES })
      decipher.setAAD(additionalData(bookingId))
      decipher.setAuthTag(tagBytes)
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8')
    },
  }
}
