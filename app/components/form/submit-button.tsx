import { useStore } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { useHydrated } from '../../lib/use-hydrated'
import { useFormContext } from './form-contexts'
import { submitOnSteadyPress } from './submit-on-steady-press'

type Props = {
  children: ReactNode
  /** What the button says while the form is being sent; without it, the label stays. */
  pendingLabel?: ReactNode
  /** Held back for a reason of the form's own (a consent box not ticked, a photo being saved). */
  disabled?: boolean
  'aria-describedby'?: string
  className?: string
}

/**
 * A kit form's submit button, disabled while the form is being submitted. Disabled too until the
 * app has taken a prerendered page over, so it never submits the form natively.
 */
export function SubmitButton({
  children,
  pendingLabel,
  disabled = false,
  'aria-describedby': describedBy,
  className = 'button-primary w-full disabled:opacity-70',
}: Props) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      disabled={submitting || disabled || !hydrated}
      aria-describedby={describedBy}
      onPointerDown={submitOnSteadyPress}
      className={className}
    >
      {submitting && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  )
}
