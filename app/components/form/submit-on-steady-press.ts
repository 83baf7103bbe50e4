import type { PointerEvent } from 'react'

/**
 * A submit button's onPointerDown: a press released where the button was when pressed submits the
 * form, even if the button moved meanwhile. Pressing it takes focus from the field being edited,
 * whose check may add or remove an error line above the button; the release then lands beside the
 * button, the browser sends the click to the form around it, and the tap was lost (the Register
 * form needed a second tap after "Passwords do not match" was fixed).
 */
export function submitOnSteadyPress(event: PointerEvent<HTMLButtonElement>): void {
  const button = event.currentTarget
  const pressed = button.getBoundingClientRect()
  const onClick = (click: MouseEvent) => {
    stop()
    if (button.contains(click.target as Node) || button.disabled) return
    const { clientX: x, clientY: y } = click
    if (x >= pressed.left && x <= pressed.right && y >= pressed.top && y <= pressed.bottom) {
      button.form?.requestSubmit(button)
    }
  }
  const stop = () => {
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('pointercancel', stop, true)
  }
  document.addEventListener('click', onClick, true)
  document.addEventListener('pointercancel', stop, true)
}
