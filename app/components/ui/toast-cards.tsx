import type { RefObject } from 'react'
import type { Toast } from '../../lib/toasts'
import { ToastCard } from './toast-card'
import { useToastInsets } from './use-toast-insets'

/** The toasts on screen, in the Toaster's list, which keeps their room clear of dialogs. */
export function ToastCards({ toasts, list }: { toasts: Toast[]; list: RefObject<HTMLOListElement | null> }) {
  useToastInsets(list, toasts.length)
  return toasts.map((item) => <ToastCard key={item.id} toast={item} />)
}
