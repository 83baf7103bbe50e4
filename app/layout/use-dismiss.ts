import { useEffect, type RefObject } from 'react'

/** Closes an open disclosure (the header's menu) on Escape or a press outside it (but in a dialog). */
export function useDismiss(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    // A dialog opened from inside (Logout's question) sits outside it in the page, yet answering
    // it is no press outside: closing would unmount the dialog under the finger.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target
      if (!(target instanceof Element) || root.current?.contains(target)) return
      if (!target.closest('[role="dialog"]')) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [root, open, close])
}
