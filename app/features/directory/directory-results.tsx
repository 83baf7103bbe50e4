import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Professional } from '../../../api/contract/schemas/professionals'
import type { DirectoryFilters } from './filters'
import { DirectoryCount } from './directory-count'
import { DirectoryEmpty, DirectoryError, DirectorySkeleton } from './directory-states'
import { LoadMoreButton } from './load-more-button'
import { ProfessionalCard } from './professional-card'
import { professionalsKey, professionalsQueryOptions } from './queries'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'

type Props = {
  /** False until the list is wanted: it shows as loading and asks the server nothing. */
  active: boolean
  filters: DirectoryFilters
  onClearFilters: () => void
  onShowEveryone: () => void
  onBook: (professional: Professional) => void
  onPrepareBooking: () => void
}

/** The directory list for the current filters: loading, error, empty or the cards, then Load More. */
export function DirectoryResults({ active, filters, onClearFilters, onShowEveryone, onBook, onPrepareBooking }: Props) {
  const query = useInfiniteQuery({ ...professionalsQueryOptions(filters), enabled: active })
  const list = useRef<HTMLUListElement>(null)
  const professionals = query.data?.pages.flatMap((page) => page.professionals) ?? []
  const lastPage = query.data?.pages.at(-1)
  const filtered = Object.keys(filters).length > 0
  // A failed Load More keeps the cards already shown: only a failed first page has no data.
  const view = query.isPending ? 'loading' : !query.data ? 'error' : professionals.length === 0 ? 'empty' : 'list'

  // After Load More, focus moves to the first new card, so keyboard and screen reader users carry
  // on from there (the button may disappear once everyone is shown).
  const focusIndex = useRef<number | null>(null)
  useEffect(() => {
    const card = focusIndex.current === null ? null : list.current?.querySelectorAll('article')[focusIndex.current]
    if (!card) return
    focusIndex.current = null
    card.focus()
  }, [professionals.length])

  const loadMore = async () => {
    focusIndex.current = professionals.length
    const result = await query.fetchNextPage()
    if (result.isError) focusIndex.current = null
  }

  return (
    <div className="mt-6">
      <StoredCopyNote queryKeys={[professionalsKey(filters)]} className="mb-3" />
      <p role="status" className="mb-4 text-sm font-medium text-slate-700">
        {view === 'loading' ? (
          <Trans>Loading professionals...</Trans>
        ) : view === 'error' ? null : (
          <DirectoryCount total={lastPage?.total ?? 0} capped={lastPage?.capped === true} />
        )}
      </p>
      {view === 'loading' ? (
        <DirectorySkeleton />
      ) : view === 'error' ? (
        <DirectoryError error={query.error} onRetry={() => void query.refetch()} />
      ) : view === 'empty' ? (
        <DirectoryEmpty
          onClear={filtered ? onClearFilters : undefined}
          onShowEveryone={filters.verified === false ? undefined : onShowEveryone}
        />
      ) : (
        <>
          <ul ref={list} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {professionals.map((professional) => (
              <li key={professional.id}>
                <ProfessionalCard professional={professional} onBook={onBook} onPrepare={onPrepareBooking} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <LoadMoreButton
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              onClick={() => void loadMore()}
            />
          )}
        </>
      )}
    </div>
  )
}
