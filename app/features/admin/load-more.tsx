import { Trans } from '@lingui/react/macro'
import { useId } from 'react'

type PagedQuery = {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
}

/** 'Load more' under an admin list while the server holds more; says so when a page fails. */
export function LoadMore({ query, shown, total }: { query: PagedQuery; shown: number; total: number }) {
  const countId = useId()
  if (!query.hasNextPage) return null
  const loading = query.isFetchingNextPage
  return (
    <div className="flex flex-col items-center gap-2">
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
          if (!loading) void query.fetchNextPage()
        }}
      >
        {loading ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
      </button>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>Could not load more. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  )
}
