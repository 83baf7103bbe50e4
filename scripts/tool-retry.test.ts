import { expect, it, vi } from 'vitest'
import { ToolFailure, withRetries } from './tool-retry'

/** An attempt that fails with each of `failures` in turn, then measures 97. */
const attempts = (...failures: Error[]) => {
  let call = 0
  return vi.fn(() => {
    const failure = failures[call++]
    if (failure) throw failure
    return 97
  })
}

it('tries a run that the tool itself failed again, and keeps its result', () => {
  const attempt = attempts(new ToolFailure('NO_NAVSTART'), new ToolFailure('Chrome did not launch'))
  const onRetry = vi.fn()
  expect(withRetries(attempt, 3, onRetry)).toBe(97)
  expect(attempt).toHaveBeenCalledTimes(3)
  expect(onRetry.mock.calls.map(([failure, next]) => [(failure as Error).message, next])).toEqual([
    ['NO_NAVSTART', 2],
    ['Chrome did not launch', 3],
  ])
})

it('gives up with the last failure once the attempts are spent', () => {
  const attempt = attempts(new ToolFailure('first'), new ToolFailure('second'), new ToolFailure('third'))
  expect(() => withRetries(attempt, 3, () => undefined)).toThrow('third')
  expect(attempt).toHaveBeenCalledTimes(3)
})

it('does not retry an error that is not the tool failing', () => {
  const attempt = attempts(new Error('no LCP in the report'))
  expect(() => withRetries(attempt, 3, () => undefined)).toThrow('no LCP in the report')
  expect(attempt).toHaveBeenCalledTimes(1)
})
