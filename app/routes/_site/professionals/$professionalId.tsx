import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProfessionalProfilePage } from '../../../features/directory/profile-page/professional-profile-page'

/** `book=1`: open Book a Session on arrival (back from signing in after Book Now). */
export const Route = createFileRoute('/_site/professionals/$professionalId')({
  params: {
    parse: ({ professionalId }) => {
      if (!/^[1-9]\d{0,8}$/.test(professionalId)) throw notFound()
      return { professionalId: Number(professionalId) }
    },
    stringify: ({ professionalId }) => ({ professionalId: String(professionalId) }),
  },
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
