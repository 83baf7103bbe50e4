import { Trans } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { QuickExit } from '../quick-exit'
import { useCrisisCountry } from '../crisis'
import type { PlacesFiltersUpdate } from './filters'
import { PlacesFilterBar } from './places-filter-bar'
import { PlacesList } from './places-list'
import { placesFiltersOf } from './places-search'
import { useSaveCountryPlaces } from './save-country-places'

/**
 * /places (docs/product.md#18-places-of-care): places of care to go to, filtered and searched in
 * the URL as the directory is: a filter chosen is a step Back undoes, the typed words change the
 * current step instead.
 */
export function PlacesPage() {
  const search = useSearch({ from: '/_site/places/' })
  const filters = useMemo(() => placesFiltersOf(search), [search])
  const navigate = useNavigate()
  useSaveCountryPlaces(useCrisisCountry())
  // Applied to the URL as it is by now, so two changes in a row both count.
  const updateFilters = (update: PlacesFiltersUpdate, { replace = false } = {}) =>
    void navigate({
      to: '/places',
      search: (current) => placesFiltersOf(update(placesFiltersOf(current))),
      replace,
      resetScroll: false,
    })

  return (
    <>
      <QuickExit />
      {/* Room at the top for Leave quickly, which stays in the top right corner. */}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-14 pb-12 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            <Trans>Places of care</Trans>
          </h1>
          <p className="mt-3 max-w-3xl text-slate-700">
            <Trans>
              Rehab centres, safe houses, clinics, counselling centres and support venues you can call or go to. Calls
              need no mobile data.
            </Trans>
          </p>
        </div>
        <PlacesFilterBar filters={filters} onChange={updateFilters} />
        <PlacesList filters={filters} onClearFilters={() => updateFilters(() => ({}))} />
      </div>
    </>
  )
}
