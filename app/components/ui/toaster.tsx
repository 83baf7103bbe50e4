import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { lazyPart } from '../../lib/lazy-part'
import { useToasts } from '../../lib/toasts'
import { useHydrated } from '../../lib/use-hydrated'
import { LoadLater } from './load-later'

// The cards' code loads when the page is idle or with an earlier first toast, not with every
// page's first load (issue 20); a toast raised meanwhile waits in the store (lib/toasts.ts) and
// shows when it arrives, if still open. Not only with the first toast: that toast is often
// "Saved on this device", raised once the connection is gone and the file can no longer come.
const ToastCards = lazyPart(() => import('./toast-cards').then((file) => file.ToastCards))

/**
 * Where toasts appear: a labelled region with a polite live list, so a new toast is announced.
 * F8 moves focus there (docs/product.md#10-limits-and-timings) so a keyboard user can reach its buttons.
 * The region is there from the start, so that the first toast put into it is announced too.
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
        <LoadLater part={ToastCards} when={shown.length > 0 || 'idle'}>
          {(Cards) => <Cards toasts={shown} list={list} />}
        </LoadLater>
      </ol>
    </section>
  )
}
