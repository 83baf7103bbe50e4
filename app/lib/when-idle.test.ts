import { afterEach, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

afterEach(() => {
  vi.restoreAllMocks()
})

it('waits for the page to finish loading before running the deferred work', async () => {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
  const task = vi.fn()
  whenIdle(task)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(task).not.toHaveBeenCalled()
  window.dispatchEvent(new Event('load'))
  await vi.waitFor(() => expect(task).toHaveBeenCalledOnce())
})

it('runs nothing once cancelled (a component that went away)', async () => {
  const task = vi.fn()
  const cancel = whenIdle(task)
  cancel()
  await new Promise((resolve) => setTimeout(resolve, 150))
  expect(task).not.toHaveBeenCalled()
})
