import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useToasts } from '../../lib/toasts'
import { useHydrated } from '../../lib/use-hydrated'
import { ToastCard } from './toast-card'
import { useToastInsets } from './use-toast-insets'

/**
 * Where toasts appear: a labelled region with a polite live list, so a new toast is announced.
 * F8 moves focus there (docs/product.md#10-limits-and-timings) so a keyboard user can reach its buttons.
 * In the browser it lives directly in <body>, above dialogs: an open Headless UI Dialog makes the
 * app's root inert and hidden, and its backdrop dims everything below its z-index, but it leaves
 * the body's other children alone, so a toast shown while a dialog is open stays readable and usable.
 */
export function Toaster() {
  const hydrated = useHydrated()
  // The prerendered page has no <body> to portal into: there, and while taking it over, it renders in place.
  return hydrated ? createPortal(<ToastRegion />, document.body) : <ToastRegion />
}

function ToastRegion() {
  const { t } = useLingui()
  const toasts = useToasts((state) => state.toasts)
  const list = useRef<HTMLOListElement>(null)
  const shown = toasts.filter((item) => item.open)
  useToastInsets(list, shown.length)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return
      event.preventDefault()
      list.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <section
      aria-label={t`Notifications (F8)`}
      className="pointer-events-none fixed inset-x-0 top-0 z-60 sm:top-auto sm:bottom-0 sm:right-0 sm:left-auto"
    >
      <ol
        ref={list}
        tabIndex={-1}
        aria-live="polite"
        className="flex flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-teal-700 sm:w-96"
      >
        {shown.map((item) => (
          <ToastCard key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  )
}
