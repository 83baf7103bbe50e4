import { describe, expect, it } from 'vitest'
import { ApiError } from '../contract/errors'
import { createWorkQueue } from './work-queue'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('work queue', () => {
  it('runs at most `concurrency` at once and refuses work past `maxWaiting` with 503 and Retry-After', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 1 })
    const gate = deferred()
    let running = 0
    let peak = 0
    const work = async () => {
      running += 1
      peak = Math.max(peak, running)
      await gate.promise
      running -= 1
      return 'done'
    }
    const accepted = [queue.run(work), queue.run(work), queue.run(work)]
    const refused = await queue.run(work).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).status).toBe(503)
    expect((refused as ApiError).headers).toEqual({ 'Retry-After': '1' })
    gate.resolve()
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done'])
    expect(peak).toBe(2)
    // Places free up once the work is done.
    expect(await queue.run(async () => 'again')).toBe('again')
  })

  it('frees the place of work that failed', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 })
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
