import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlacesPage } from '../../../features/places/places-page'
import { placesSearch } from '../../../features/places/places-search'

export const Route = createFileRoute('/_site/places/')({
  component: PlacesPage,
  // The search and filters, so Back, a reload and a shared link keep them.
  validateSearch: placesSearch,
  staticData: { title: msg`Places of care` },
})
