import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { idParam } from '../../../lib/id-param'
import { ProfessionalProfilePage } from '../../../features/directory/profile-page/professional-profile-page'

/** `book=1`: open Book a Session on arrival (back from signing in after Book Now). */
export const Route = createFileRoute('/_site/professionals/$professionalId')({
  params: idParam('professionalId'),
  validateSearch: (search: Record<string, unknown>): { book?: 1 } =>
    search.book === 1 || search.book === '1' ? { book: 1 } : {},
  component: ProfessionalRoute,
  staticData: { title: msg`Professional profile` },
})

function ProfessionalRoute() {
  const { professionalId } = Route.useParams()
  const { book } = Route.useSearch()
  return <ProfessionalProfilePage key={professionalId} professionalId={professionalId} openBooking={book === 1} />
}
