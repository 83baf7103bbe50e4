import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useReached } from './use-reached'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T07:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

it('turns true at the instant, on a timer, and not before', () => {
  const start = Date.now() + 10 * MINUTE
  const { result } = renderHook(() => useReached(start))
  expect(result.current).toBe(false)
  act(() => vi.advanceTimersByTime(10 * MINUTE - 1))
  expect(result.current).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe(true)
  expect(vi.getTimerCount()).toBe(0)
})

it('is true at once for an instant already past, with no timer left behind', () => {
  const start = Date.now() - MINUTE
  const { result } = renderHook(() => useReached(start))
  expect(result.current).toBe(true)
  expect(vi.getTimerCount()).toBe(0)
})

it('waits for an instant further ahead than one timer can, in steps', () => {
  const start = Date.now() + 30 * DAY
  const { result } = renderHook(() => useReached(start))
  act(() => vi.advanceTimersByTime(30 * DAY - MINUTE))
  expect(result.current).toBe(false)
  act(() => vi.advanceTimersByTime(MINUTE))
  expect(result.current).toBe(true)
})

it('checks again when the page is shown, as a sleeping device holds its timers back', () => {
  const start = Date.now() + 10 * MINUTE
  const { result } = renderHook(() => useReached(start))
  // The clock moved on while the timer slept: the timer itself has not fired.
  vi.setSystemTime(start + MINUTE)
  expect(result.current).toBe(false)
  act(() => document.dispatchEvent(new Event('visibilitychange')))
  expect(result.current).toBe(true)
})
