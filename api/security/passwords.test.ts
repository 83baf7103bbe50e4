import { describe, expect, it } from 'vitest'
import { burnPasswordTime, hashPassword, verifyPassword } from './passwords'

describe('passwords', () => {
  it('hashes with scrypt N=2^14, r=8, p=5 and a 16-byte salt', async () => {
    const hash = await hashPassword('wellness-demo-1')
    const [scheme, n, r, p, salt, key] = hash.split('$')
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '5'])
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16)
    expect(Buffer.from(key!, 'base64')).toHaveLength(64)
    expect(hash).not.toContain('wellness-demo-1')
  })

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct hors', hash)).toBe(false)
    expect(await verifyPassword('Correct horse', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('treats malformed hashes as a mismatch', async () => {
    for (const stored of ['', 'plain', 'scrypt$3$8$1$c2FsdA==$a2V5', 'bcrypt$x', 'scrypt$16384$8$5$$']) {
      expect(await verifyPassword('anything', stored)).toBe(false)
    }
  })

  it('burns about as long as a real verification', async () => {
    const hash = await hashPassword('secret-password')
    await burnPasswordTime('warm-up')
    const time = async (run: () => Promise<unknown>) => {
      const start = performance.now()
      await run()
      return performance.now() - start
    }
    const real = await time(() => verifyPassword('wrong-password', hash))
    const burned = await time(() => burnPasswordTime('wrong-password'))
    expect(burned).toBeGreaterThan(real * 0.4)
  })
})
