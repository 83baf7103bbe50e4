import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../contract/errors'
import { createHashingPool } from './hashing-pool'
import { hashPassword, verifyPassword } from './passwords'

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

describe('hashing pool', () => {
  it('makes the same hashes as node:crypto on the threadpool', async () => {
    const derive = createHashingPool({ concurrency: 1, maxWaiting: 1 })
    const pooled = await hashPassword('kwa-heri-123', derive)
    expect(await verifyPassword('kwa-heri-123', pooled)).toBe(true)
    expect(await verifyPassword('kwa-heri-123', await hashPassword('kwa-heri-123'), derive)).toBe(true)
    expect(await verifyPassword('kwa-heri-124', pooled, derive)).toBe(false)
  })

  it('hashes in threads at the lowest CPU priority, so the event loop comes first', async () => {
    const derive = createHashingPool({ concurrency: 2, maxWaiting: 2 })
    const hashing = Promise.all([hashPassword('one-password', derive), hashPassword('two-password', derive)])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(threadNiceValues().filter((nice) => nice === 19).length).toBeGreaterThanOrEqual(1)
    await hashing
  })

  it('refuses a hash past the waiting places with 503 and Retry-After', async () => {
    const derive = createHashingPool({ concurrency: 1, maxWaiting: 1 })
    const accepted = [hashPassword('first-pass', derive), hashPassword('second-pass', derive)]
    const refused = await hashPassword('third-pass', derive).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': '1' } })
    await Promise.all(accepted)
  })
})
