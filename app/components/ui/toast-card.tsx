import { useLingui } from '@lingui/react/macro'
import { useToasts, type Toast } from '../../lib/toasts'
import { CrisisLinkedText } from './crisis-linked-text'
import { useSwipeDismiss } from './use-swipe-dismiss'

const variants = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const

/** One toast: pauses while hovered or focused, closes on its button, Escape or a swipe right. */
export function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useLingui()
  const { dismiss, pause, resume } = useToasts.getState()
  const { offset, handlers } = useSwipeDismiss(() => dismiss(toast.id))
  const destructive = toast.variant === 'destructive'

  return (
    <li
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      {...handlers}
      onPointerEnter={() => pause(toast.id)}
      onPointerLeave={() => resume(toast.id)}
      onFocus={() => pause(toast.id)}
      onBlur={() => resume(toast.id)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss(toast.id)
      }}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg select-none ${variants[toast.variant]}`}
    >
      <div className="grid flex-1 gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? (
          <div className="text-sm opacity-90">
            {typeof toast.description === 'string' ? <CrisisLinkedText text={toast.description} /> : toast.description}
          </div>
        ) : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          onClick={() => {
            toast.action?.onClick()
            dismiss(toast.id)
          }}
          className="shrink-0 rounded-md border border-current px-3 py-1.5 text-sm font-medium"
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t`Close`}
        onClick={() => dismiss(toast.id)}
        className={`absolute top-2 right-2 rounded-md p-1 ${destructive ? 'text-red-50' : 'text-slate-500 hover:text-slate-900'}`}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  )
}
