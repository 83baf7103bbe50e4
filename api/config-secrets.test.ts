import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadOrCreateSecret } from './config-secrets'

const dir = mkdtempSync(join(tmpdir(), 'secrets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a development secret', () => {
  it('is made once, readable by its owner only, and read back the same', () => {
    const file = join(dir, 'one', 'session.key')
    let made = 0
    const first = loadOrCreateSecret(file, () => `key-${++made}`)
    expect(loadOrCreateSecret(file, () => `key-${++made}`)).toBe(first)
    expect(made).toBe(1)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(join(dir, 'one'))).toEqual(['session.key'])
  })
})
