import { useRef, useState, type PointerEvent } from 'react'

// docs/product.md#10-limits-and-timings: swipe to the right, past 50 px, dismisses a toast.
export const SWIPE_THRESHOLD_PX = 50

/** Pointer handlers (touch, pen or mouse) that follow a rightward drag and report a swipe past the threshold. */
export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<{ pointerId: number; x: number } | null>(null)
  const [offset, setOffset] = useState(0)

  const end = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return
    const distance = event.clientX - start.current.x
    start.current = null
    setOffset(0)
    if (distance > SWIPE_THRESHOLD_PX) onDismiss()
  }

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return
        start.current = { pointerId: event.pointerId, x: event.clientX }
        event.currentTarget.setPointerCapture?.(event.pointerId)
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (start.current?.pointerId === event.pointerId) setOffset(Math.max(0, event.clientX - start.current.x))
      },
      onPointerUp: end,
      onPointerCancel: (event: PointerEvent<HTMLElement>) => {
        if (start.current?.pointerId !== event.pointerId) return
        start.current = null
        setOffset(0)
      },
    },
  }
}
