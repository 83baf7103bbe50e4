import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'
import { ShowMore } from '../../components/ui/show-more'
import type { PlacesFilters } from './filters'
import { PlaceCard } from './place-card'
import { PlacesCount, PlacesEmpty, PlacesError, PlacesSkeleton } from './places-states'
import { placesKey, placesQueryOptions } from './queries'

/** /places's list for the current filters: loading, failure, empty or the cards, then Show more. */
export function PlacesList({ filters, onClearFilters }: { filters: PlacesFilters; onClearFilters: () => void }) {
  const query = useInfiniteQuery(placesQueryOptions(filters))
  const list = useRef<HTMLUListElement>(null)
  const places = query.data?.pages.flatMap((page) => page.places) ?? []
  const total = query.data?.pages.at(-1)?.total ?? 0
  // A failed Show more keeps the cards already shown: only a failed first page has no data.
  const view = query.isPending ? 'loading' : !query.data ? 'error' : places.length === 0 ? 'empty' : 'list'

  // After Show more, focus moves to the first new card, so keyboard and screen reader users carry on from there.
  const focusIndex = useRef<number | null>(null)
  useEffect(() => {
    const card = focusIndex.current === null ? null : list.current?.querySelectorAll('article')[focusIndex.current]
    if (!card) return
    focusIndex.current = null
    card.focus()
  }, [places.length])

  const showMore = async () => {
    focusIndex.current = places.length
    const result = await query.fetchNextPage()
    if (result.isError) focusIndex.current = null
  }

  return (
    <div className="grid gap-4">
      <StoredCopyNote queryKeys={[placesKey(filters)]} />
      <p role="status" className="text-sm font-medium text-slate-700">
        {view === 'loading' ? (
          <Trans>Loading places...</Trans>
        ) : view === 'error' ? null : (
          <PlacesCount total={total} />
        )}
      </p>
      {view === 'loading' ? (
        <PlacesSkeleton />
      ) : view === 'error' ? (
        <PlacesError error={query.error} onRetry={() => void query.refetch()} />
      ) : view === 'empty' ? (
        <PlacesEmpty onClear={Object.keys(filters).length > 0 ? onClearFilters : undefined} />
      ) : (
        <>
          <ul ref={list} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {places.map((place) => (
              <li key={place.id}>
                <PlaceCard place={place} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <ShowMore
              shown={places.length}
              total={total}
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              onClick={() => void showMore()}
              label={<Trans>Show more places</Trans>}
              failedMessage={<Trans>Could not load more places. Please try again.</Trans>}
            />
          )}
        </>
      )}
    </div>
  )
}
