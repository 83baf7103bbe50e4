import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createCipher } from './cipher'

const cipher = createCipher(randomBytes(32))

function tamper(stored: string, index: number): string {
  const parts = stored.split('.')
  const bytes = Buffer.from(parts[index]!, 'base64')
  bytes[0] = bytes[0]! ^ 1
  parts[index] = bytes.toString('base64')
  return parts.join('.')
}

describe('cipher', () => {
  it('round-trips text, including non-ASCII and empty text', () => {
    for (const plain of ['Follow up on sleep diary.', 'Habari yako? ✓ 😊', '']) {
      const stored = cipher.encrypt(plain, 7)
      expect(stored).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]*$/)
      expect(stored).not.toContain(plain || '\u0000')
      expect(cipher.decrypt(stored, 7)).toBe(plain)
    }
  })

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt('same', 1)).not.toBe(cipher.encrypt('same', 1))
  })

  it('rejects a value moved to another booking', () => {
    expect(() => cipher.decrypt(cipher.encrypt('private', 1), 2)).toThrow()
  })

  it('rejects tampered IV, tag or ciphertext', () => {
    const stored = cipher.encrypt('private note', 3)
    for (const index of [1, 2, 3]) expect(() => cipher.decrypt(tamper(stored, index), 3)).toThrow()
  })

  it('rejects another key, unknown versions and garbage', () => {
    const stored = cipher.encrypt('private', 4)
    expect(() => createCipher(randomBytes(32)).decrypt(stored, 4)).toThrow()
    expect(() => cipher.decrypt(stored.replace(/^v1/, 'v2'), 4)).toThrow()
    expect(() => cipher.decrypt('not encrypted', 4)).toThrow()
    expect(() => createCipher(randomBytes(16))).toThrow()
  })

  it("round-trips a licence's bytes, bound to its professional and never readable as a booking's note", () => {
    const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0a])
    const stored = cipher.sealDocument(bytes, 5)
    expect(new Uint8Array(cipher.openDocument(stored, 5))).toEqual(bytes)
    expect(() => cipher.openDocument(stored, 6)).toThrow()
    expect(() => cipher.decrypt(stored, 5)).toThrow()
    expect(() => cipher.openDocument(cipher.encrypt('note', 5), 5)).toThrow()
  })

  it("keeps a message's text bound to its subject, never readable as another's or as a note", () => {
    const stored = cipher.sealMessage('Your code is 123456', 'code:9')
    expect(stored).not.toContain('123456')
    expect(cipher.openMessage(stored, 'code:9')).toBe('Your code is 123456')
    expect(() => cipher.openMessage(stored, 'code:10')).toThrow()
    expect(() => cipher.decrypt(stored, 9)).toThrow()
  })
})
