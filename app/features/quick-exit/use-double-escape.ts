import { useEffect } from 'react'

/** docs/product.md#12-crisis-resources: the second Escape within this many milliseconds leaves. */
export const DOUBLE_ESCAPE_MS = 1000

/** An open modal dialog (Headless UI's, or a native one) takes Escape for itself. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null
}

/**
 * Calls `onDoubleEscape` when Escape is pressed twice within a second while no dialog is open. An
 * Escape that a dialog or another control took (it closed a dialog, a menu, a toast) starts nothing.
 */
export function useDoubleEscape(onDoubleEscape: () => void): void {
  useEffect(() => {
    let first: number | null = null
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.repeat) return
      if (event.defaultPrevented || dialogOpen()) {
        first = null
        return
      }
      const now = Date.now()
      if (first !== null && now - first <= DOUBLE_ESCAPE_MS) {
        first = null
        onDoubleEscape()
        return
      }
      first = now
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onDoubleEscape])
}
