import type { ReactNode } from 'react'
import { create } from 'zustand'

// docs/product.md#10-limits-and-timings: one toast at a time, shown for 5000 ms; a dismissed toast is
// forgotten after 1,000,000 ms.
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastVariant = 'default' | 'destructive'
export type ToastAction = { label: string; onClick: () => void }
export type ToastInput = { title: ReactNode; description?: ReactNode; variant?: ToastVariant; action?: ToastAction }
export type Toast = ToastInput & { id: string; variant: ToastVariant; open: boolean }

type ToastState = {
  toasts: Toast[]
  dismiss: (id?: string) => void
  /** Holds the 5000 ms while the reader hovers or focuses the toast. */
  pause: (id: string) => void
  resume: (id: string) => void
}

type Timer = { handle: ReturnType<typeof setTimeout> | null; remaining: number; startedAt: number }
const closeTimers = new Map<string, Timer>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  dismiss: (id) => {
    const closing = get().toasts.filter((item) => item.open && (id === undefined || item.id === id))
    for (const item of closing) {
      stopClosing(item.id)
      removeTimers.set(
        item.id,
        setTimeout(() => remove(item.id), TOAST_REMOVE_DELAY_MS),
      )
    }
    const ids = new Set(closing.map((item) => item.id))
    set({ toasts: get().toasts.map((item) => (ids.has(item.id) ? { ...item, open: false } : item)) })
  },
  pause: (id) => {
    const timer = closeTimers.get(id)
    if (!timer?.handle) return
    clearTimeout(timer.handle)
    closeTimers.set(id, { handle: null, remaining: timer.remaining - (Date.now() - timer.startedAt), startedAt: 0 })
  },
  resume: (id) => {
    const timer = closeTimers.get(id)
    if (timer && !timer.handle) startClosing(id, timer.remaining)
  },
}))

/** Shows a toast from anywhere (components, mutation callbacks); it replaces the one shown. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++counter)
  const item: Toast = { ...input, id, variant: input.variant ?? 'default', open: true }
  const kept = [item, ...useToasts.getState().toasts].slice(0, TOAST_LIMIT)
  for (const dropped of useToasts.getState().toasts) if (!kept.includes(dropped)) forget(dropped.id)
  useToasts.setState({ toasts: kept })
  startClosing(id, TOAST_DURATION_MS)
  return { id, dismiss: () => useToasts.getState().dismiss(id) }
}

function startClosing(id: string, delay: number): void {
  const handle = setTimeout(() => useToasts.getState().dismiss(id), Math.max(0, delay))
  closeTimers.set(id, { handle, remaining: delay, startedAt: Date.now() })
}

function stopClosing(id: string): void {
  const timer = closeTimers.get(id)
  if (timer?.handle) clearTimeout(timer.handle)
  closeTimers.delete(id)
}

function remove(id: string): void {
  forget(id)
  useToasts.setState({ toasts: useToasts.getState().toasts.filter((item) => item.id !== id) })
}

function forget(id: string): void {
  stopClosing(id)
  clearTimeout(removeTimers.get(id))
  removeTimers.delete(id)
}
