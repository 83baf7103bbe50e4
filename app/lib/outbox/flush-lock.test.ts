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
