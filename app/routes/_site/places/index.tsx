import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { PlacesFilters } from '../../../features/places/filters'
import { PlacesPage } from '../../../features/places/places-page'

export const Route = createFileRoute('/_site/places/')({
  component: PlacesPage,
  // The search and filters, so Back, a reload and a shared link keep them. Only typed here: the
  // page reads them through its schema (places-search.ts), which would otherwise load with every
  // page, as a route's validateSearch stays in the app's first load.
  validateSearch: (search: Record<string, unknown>) => search as PlacesFilters,
  staticData: { title: msg`Places of care` },
})
