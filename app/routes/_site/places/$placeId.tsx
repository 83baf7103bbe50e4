import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { idParam } from '../../../lib/id-param'
import { PlacePage } from '../../../features/places/place-page'

export const Route = createFileRoute('/_site/places/$placeId')({
  params: idParam('placeId'),
  component: PlaceRoute,
  staticData: { title: msg`Place of care` },
})

function PlaceRoute() {
  const { placeId } = Route.useParams()
  return <PlacePage key={placeId} placeId={placeId} />
}
