import { Trans } from '@lingui/react/macro'

/** 'Load More Professionals': fetches the next page; says so when that fails. */
export function LoadMoreButton({
  loading,
  failed,
  onClick,
}: {
  loading: boolean
  failed: boolean
  onClick: () => void
}) {
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
      <button
        type="button"
        onClick={() => {
          if (!loading) onClick()
        }}
        aria-disabled={loading}
        className="button-secondary aria-disabled:opacity-70"
      >
        {loading && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-teal-700/30 border-t-teal-700 motion-reduce:animate-none"
          />
        )}
        <Trans>Load More Professionals</Trans>
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          <Trans>Could not load more professionals. Please try again.</Trans>
        </p>
      )}
    </div>
  )
}
