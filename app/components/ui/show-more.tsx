import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'

type Props = {
  shown: number
  total: number
  loading: boolean
  failed: boolean
  onClick: () => void
  /** The button's words, e.g. "Show more". */
  label: ReactNode
  /** Said when the last page could not load. */
  failedMessage: ReactNode
  className?: string
}

/** The button under a paged list while the server holds more, with the count it describes; says so when a page fails. */
export function ShowMore({ shown, total, loading, failed, onClick, label, failedMessage, className = '' }: Props) {
  const countId = useId()
  return (
    <div className={`flex flex-col items-center gap-2 ${className}`}>
      <p id={countId} className="text-sm text-slate-600">
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </p>
      {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
      <button
        type="button"
        className="button-secondary aria-disabled:opacity-70"
        aria-describedby={countId}
        aria-disabled={loading}
        onClick={() => {
          if (!loading) onClick()
        }}
      >
        {loading ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-teal-700/30 border-t-teal-700 motion-reduce:animate-none"
          />
        ) : null}
        {label}
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {failedMessage}
        </p>
      ) : null}
    </div>
  )
}
