import type { ReactNode } from 'react'
import { useSampleAction } from './sample-action'

/** A button of sample content (Register Now, Apply Now...): it only says 'Coming soon'. */
export function SampleActionButton({
  children,
  describedBy,
  variant = 'primary',
}: {
  children: ReactNode
  /** The id of the card's title, so 'Apply Now' is read with the job it is for. */
  describedBy?: string
  variant?: 'primary' | 'secondary'
}) {
  const sampleAction = useSampleAction()
  return (
    <button
      type="button"
      onClick={sampleAction}
      aria-describedby={describedBy}
      className={variant === 'primary' ? 'button-primary' : 'button-secondary'}
    >
      {children}
    </button>
  )
}
