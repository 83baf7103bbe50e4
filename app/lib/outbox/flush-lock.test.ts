import { expect, it } from 'vitest'
import { withFlushLock } from './flush-lock'

it('runs a flush asked for while one is running once more afterwards, not twice at once', async () => {
  let running = 0
  let mostAtOnce = 0
  let runs = 0
  let release: () => void = () => {}
  const flush = async () => {
    runs += 1
    running += 1
    mostAtOnce = Math.max(mostAtOnce, running)
    if (runs === 1) await new Promise<void>((resolve) => (release = resolve))
    running -= 1
  }

  const first = withFlushLock(flush)
  await withFlushLock(flush)
  await withFlushLock(flush)
  release()
  await first

  expect(runs).toBe(2)
  expect(mostAtOnce).toBe(1)
})

/** A Web Locks API of one lock, enough for these tests: another context can hold it. */
function fakeLocks() {
  let held: Promise<void> | null = null
  return {
    request: async (_name: string, options: { ifAvailable?: boolean }, fn: (lock: object | null) => unknown) => {
      if (held && options.ifAvailable) return fn(null)
      while (held) await held
      const run = Promise.resolve(fn({}))
      held = run.then(() => undefined)
      try {
        return await run
      } finally {
        held = null
      }
    },
  }
}

it("a reconnect's flush waits for a flush another context is running, then runs; a timer's flush skips", async () => {
  const locks = fakeLocks()
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  try {
    let releaseOther: () => void = () => {}
    const other = locks.request(
      'wellness-outbox-flush',
      {},
      () => new Promise<void>((resolve) => (releaseOther = resolve)),
    )
    const runs: string[] = []
    await withFlushLock(async () => void runs.push('timer'))
    const reconnect = withFlushLock(async () => void runs.push('reconnect'), { waitForOthers: true })
    expect(runs).toEqual([])
    releaseOther()
    await Promise.all([other, reconnect])
    expect(runs).toEqual(['reconnect'])
  } finally {
    Reflect.deleteProperty(navigator, 'locks')
  }
})
