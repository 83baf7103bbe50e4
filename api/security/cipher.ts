import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** AES-256-GCM for booking notes and licence documents at rest (docs/decisions/001, "Encryption at rest"). */
export type Cipher = {
  encrypt(plain: string, bookingId: number): string
  decrypt(stored: string, bookingId: number): string
  /** A licence document's bytes, bound to its professional. */
  sealDocument(bytes: Uint8Array, professionalId: number): string
  openDocument(stored: string, professionalId: number): Buffer
  /** A message's text that cannot be written again from its subject (a code), bound to that subject. */
  sealMessage(text: string, subject: string): string
  openMessage(stored: string, subject: string): string
}

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

// The record's id is authenticated data: a note copied onto another booking, or a licence onto
// another professional, no longer decrypts; the label keeps a booking's id from matching a professional's.
const additionalData = (label: 'booking' | 'licence' | 'message', id: number | string) => Buffer.from(`${label}:${id}`, 'utf8')

function seal(key: Buffer, plain: Uint8Array, aad: Buffer): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(aad)
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join('.')
}

function open(key: Buffer, stored: string, aad: Buffer): Buffer {
  const [version, iv, tag, ciphertext, ...rest] = stored.split('.')
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unrecognised encrypted value')
  }
  const ivBytes = Buffer.from(iv, 'base64')
  const tagBytes = Buffer.from(tag, 'base64')
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('Unrecognised encrypted value')
  const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES })
  decipher.setAAD(aad)
  decipher.setAuthTag(tagBytes)
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()])
}

export function createCipher(key: Buffer): Cipher {
  if (key.length !== 32) throw new Error('The notes encryption key must be 32 bytes')
  return {
    encrypt: (plain, bookingId) => seal(key, Buffer.from(plain, 'utf8'), additionalData('booking', bookingId)),
    decrypt: (stored, bookingId) => open(key, stored, additionalData('booking', bookingId)).toString('utf8'),
    sealDocument: (bytes, professionalId) => seal(key, bytes, additionalData('licence', professionalId)),
    openDocument: (stored, professionalId) => open(key, stored, additionalData('licence', professionalId)),
    sealMessage: (text, subject) => seal(key, Buffer.from(text, 'utf8'), additionalData('message', subject)),
    openMessage: (stored, subject) => open(key, stored, additionalData('message', subject)).toString('utf8'),
  }
}
