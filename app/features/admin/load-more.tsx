import { Trans } from '@lingui/react/macro'
import { ShowMore } from '../../components/ui/show-more'

type PagedQuery = {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
}

/** 'Load more' under an admin list while the server holds more. */
export function LoadMore({ query, shown, total }: { query: PagedQuery; shown: number; total: number }) {
  if (!query.hasNextPage) return null
  return (
    <ShowMore
      shown={shown}
      total={total}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      onClick={() => void query.fetchNextPage()}
      label={<Trans>Load more</Trans>}
      failedMessage={<Trans>Could not load more. Please try again.</Trans>}
    />
  )
}
