import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { markClosed, openDelay } from './tooltip-timing'

type TriggerProps = { 'aria-describedby'?: string }

/**
 * A text hint for one control, shown on hover or keyboard focus and hidden on Escape. The
 * trigger stays the focusable element; the hint is tied to it with aria-describedby.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const show = () => {
    clearTimeout(timer.current)
    const delay = openDelay(Date.now())
    if (delay === 0) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) markClosed(Date.now())
    setOpen(false)
  }

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide()
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      {/* Kept in the DOM while hidden: a screen reader reads the description as soon as focus lands. */}
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="pointer-events-none absolute top-full left-1/2 z-50 mt-2 w-max max-w-60 -translate-x-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow"
      >
        {content}
      </span>
    </span>
  )
}
