/** docs/product.md#12-crisis-resources: the second Escape within this many milliseconds leaves. */
const DOUBLE_ESCAPE_MS = 1000

/** An open modal dialog (Headless UI's, or a native one) takes Escape for itself. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null
}

/**
 * A keydown listener that calls `onDoubleEscape` when Escape is pressed twice within a second while
 * no dialog is open. An Escape that a dialog or another control took (it closed a dialog, a menu, a
 * toast) starts nothing.
 */
export function doubleEscapeListener(onDoubleEscape: () => void): (event: KeyboardEvent) => void {
  let first: number | null = null
  return (event) => {
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
}
