import { Trans } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { useNearScreen } from '../../lib/use-near-screen'
import { BookingDialogSlot } from '../booking'
import { DirectoryFilterBar } from './directory-filter-bar'
import { DirectoryResults } from './directory-results'
import type { DirectoryFilters } from './filters'
import { useBookNow } from './use-book-now'

/** The directory (#directory) on the landing page: filters, the professionals, and Book Now. */
export function DirectorySection() {
  const [filters, setFilters] = useState<DirectoryFilters>({})
  // Remounting the filter bar on Clear filters empties its search box too.
  const [filterBarKey, setFilterBarKey] = useState(0)
  const [booking, setBooking] = useState<Professional | null>(null)
  const { bookNow, prepare } = useBookNow(setBooking)
  const closeBooking = useCallback(() => setBooking(null), [])
  // The list is asked for when the person scrolls near it (or lands on /#directory), not on every visit to /.
  const section = useRef<HTMLElement>(null)
  const near = useNearScreen(section)

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
        <DirectoryFilterBar key={filterBarKey} filters={filters} onChange={setFilters} />
        <DirectoryResults
          active={near}
          filters={filters}
          onClearFilters={() => {
            setFilters({})
            setFilterBarKey((key) => key + 1)
          }}
          onBook={bookNow}
          onPrepareBooking={prepare}
        />
      </div>
      <BookingDialogSlot professional={booking} onClose={closeBooking} />
    </section>
  )
}
