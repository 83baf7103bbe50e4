import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PlacePage } from '../../../features/places/place-page'

export const Route = createFileRoute('/_site/places/$placeId')({
  params: {
    parse: ({ placeId }) => {
      if (!/^[1-9]\d{0,8}$/.test(placeId)) throw notFound()
      return { placeId: Number(placeId) }
    },
    stringify: ({ placeId }) => ({ placeId: String(placeId) }),
  },
  component: PlaceRoute,
  staticData: { title: msg`Place of care` },
})

function PlaceRoute() {
  const { placeId } = Route.useParams()
  return <PlacePage key={placeId} placeId={placeId} />
}
