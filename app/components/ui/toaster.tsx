import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useToasts } from '../../lib/toasts'
import { ToastCard } from './toast-card'

/**
 * Where toasts appear: a labelled region with a polite live list, so a new toast is announced.
 * F8 moves focus there (product-spec.md section 9) so a keyboard user can reach its buttons.
 */
export function Toaster() {
  const { t } = useLingui()
  const toasts = useToasts((state) => state.toasts)
  const list = useRef<HTMLOListElement>(null)

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
      className="pointer-events-none fixed inset-x-0 top-0 z-50 sm:top-auto sm:bottom-0 sm:right-0 sm:left-auto"
    >
      <ol
        ref={list}
        tabIndex={-1}
        aria-live="polite"
        className="flex flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-teal-700 sm:w-96"
      >
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <ToastCard key={item.id} toast={item} />
          ))}
      </ol>
    </section>
  )
}
