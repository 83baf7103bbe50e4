import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { toast, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, useToasts } from './toasts'

beforeEach(() => {
  vi.useFakeTimers()
  useToasts.setState({ toasts: [] })
})
afterEach(() => {
  vi.useRealTimers()
})

const shown = () => useToasts.getState().toasts.filter((item) => item.open)

it('shows one toast at a time: a new one replaces the one shown', () => {
  toast({ title: 'First' })
  toast({ title: 'Second', description: 'More', variant: 'destructive' })
  expect(useToasts.getState().toasts).toHaveLength(1)
  expect(shown()).toMatchObject([{ title: 'Second', description: 'More', variant: 'destructive' }])
})

it('closes a toast after 5000 ms and forgets it after 1,000,000 ms', () => {
  toast({ title: 'Saved' })
  vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
  expect(shown()).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(shown()).toHaveLength(0)
  expect(useToasts.getState().toasts).toHaveLength(1)
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
  expect(useToasts.getState().toasts).toHaveLength(0)
})

it('defaults to the default variant and can be dismissed early', () => {
  const { dismiss } = toast({ title: 'Hello' })
  expect(shown()[0]!.variant).toBe('default')
  dismiss()
  expect(shown()).toHaveLength(0)
})

it('holds the 5000 ms while paused', () => {
  const { id } = toast({ title: 'Read me' })
  vi.advanceTimersByTime(3000)
  useToasts.getState().pause(id)
  vi.advanceTimersByTime(10_000)
  expect(shown()).toHaveLength(1)
  useToasts.getState().resume(id)
  vi.advanceTimersByTime(1999)
  expect(shown()).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(shown()).toHaveLength(0)
})
