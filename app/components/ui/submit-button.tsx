import type { ReactNode } from 'react'
import { useHydrated } from '../../lib/use-hydrated'
import { submitOnSteadyPress } from './submit-on-steady-press'

/**
 * A full-width submit button that says what is happening while the request is pending. Disabled
 * until the app has taken a prerendered page over, so it never submits the form natively.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean
  pendingLabel: ReactNode
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      disabled={pending || !hydrated}
      onPointerDown={submitOnSteadyPress}
      className="button-primary w-full disabled:opacity-70"
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
