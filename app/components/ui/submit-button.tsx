import type { ReactNode } from 'react'

/** A full-width submit button that says what is happening while the request is pending. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean
  pendingLabel: ReactNode
  children: ReactNode
}) {
  return (
    <button type="submit" disabled={pending} className="button-primary w-full disabled:opacity-70">
      {pending ? pendingLabel : children}
    </button>
  )
}
