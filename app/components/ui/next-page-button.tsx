import { Trans } from '@lingui/react/macro'

type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }

/** "Load More" under a paged list (an infinite query): nothing when there is no next page. */
export function NextPageButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null
  return (
    <button
      type="button"
      className="button-secondary justify-self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      <Trans>Load More</Trans>
    </button>
  )
}
