import { useId, type ReactNode } from 'react'
import { useHydrated } from '../../lib/use-hydrated'

/** What a form control needs to be tied to its label, hint and error. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; disabled?: true }

type FieldProps = {
  label: ReactNode
  /** The message to show under the control, already in the reader's language. */
  error?: string
  hint?: ReactNode
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled form control with an optional hint and error, both read out with the control
 * (aria-describedby). The control itself comes from `children`, so inputs, selects and text
 * areas share one layout. On a prerendered page the control stays disabled until the app has
 * taken the page over: what is typed before then would be wiped by the first render.
 */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId()
  const hydrated = useHydrated()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        // Only while not live, so a control's own `disabled` is never overridden.
        ...(hydrated ? {} : { disabled: true as const }),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
