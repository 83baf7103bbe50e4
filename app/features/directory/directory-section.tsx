import { Trans } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { useHydrated } from '../../lib/use-hydrated'
import { useNearScreen } from '../../lib/use-near-screen'
import { BookingDialogSlot } from '../booking'
import { DirectoryFilterBar } from './directory-filter-bar'
import { DirectoryResults } from './directory-results'
import { asSearchParams, directoryFiltersOf } from './directory-search'
import { withVerifiedOnly, type DirectoryFilters, type FiltersUpdate } from './filters'
import { useBookNow } from './use-book-now'

const noFilters: DirectoryFilters = {}

/**
 * The directory (#directory) on the landing page: filters, the professionals, and Book Now. The
 * search and filters live in the URL (the route's search params): a filter chosen or cleared is a
 * step Back undoes, a search (or the box emptied) changes the current step instead.
 */
export function DirectorySection() {
  const search = useSearch({ from: '/_site/' })
  const urlFilters = useMemo(() => directoryFiltersOf(search), [search])
  // The prerendered landing has no filters: the app takes it over with none, then reads the URL's.
  const filters = useHydrated() ? urlFilters : noFilters
  const navigate = useNavigate()
  // Applied to the URL as it is by now, so two changes in a row both count even before it has
  // rendered; read through the schema again, the URL always lists them in the form's order.
  const updateFilters = (update: FiltersUpdate, { replace = false } = {}) =>
    void navigate({
      to: '/',
      search: (current) => asSearchParams(directoryFiltersOf(update(directoryFiltersOf(current)))),
      replace,
      resetScroll: false,
    })
  // Remounting the filter bar on Clear filters starts it afresh: its search box empty, More Filters folded.
  const [filterBarKey, setFilterBarKey] = useState(0)
  const [booking, setBooking] = useState<Professional | null>(null)
  const { bookNow, prepare } = useBookNow(setBooking)
  const closeBooking = useCallback(() => setBooking(null), [])
  // The list is asked for when the person scrolls near it (or lands on /#directory), not on every
  // visit to /; at once when the address names a search or filter: a shared link to these results.
  const section = useRef<HTMLElement>(null)
  const near = useNearScreen(section)
  const wanted = near || Object.keys(filters).length > 0

  return (
    // The list grows after it loads: never the browser's scroll anchor, so a deep link to a section
    // below (/#qa-forum) stays on that section instead of riding down with the directory's end.
    <section ref={section} id="directory" aria-labelledby="directory-title" className="bg-white [overflow-anchor:none]">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="directory-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Find a Professional</Trans>
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          <Trans>
            Browse mental-health professionals across Africa and request a session with the one who fits you.
          </Trans>
        </p>
        <DirectoryFilterBar key={filterBarKey} filters={filters} onChange={updateFilters} />
        <DirectoryResults
          active={wanted}
          filters={filters}
          onClearFilters={() => {
            updateFilters(() => noFilters)
            setFilterBarKey((key) => key + 1)
          }}
          onShowEveryone={() => updateFilters((current) => withVerifiedOnly(current, false))}
          onBook={bookNow}
          onPrepareBooking={prepare}
        />
      </div>
      <BookingDialogSlot professional={booking} onClose={closeBooking} />
    </section>
  )
}
