import { Trans } from '@lingui/react/macro'
import { useId } from 'react'

type Props = { shown: number; total: number; loading: boolean; failed: boolean; onClick: () => void }

/** 'Show more' under a bookings list while the server holds more; says so when a page fails. */
export function ShowMoreBookings({ shown, total, loading, failed, onClick }: Props) {
  const countId = useId()
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
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
        <Trans>Show more</Trans>
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>Could not load more bookings. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  )
}
