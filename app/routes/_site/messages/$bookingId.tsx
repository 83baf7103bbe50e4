import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { idParam } from '../../../lib/id-param'
import { requireSignedIn } from '../../../features/auth/require-role'
import { ThreadPage } from '../../../features/messages/thread-page'

/** A booking's thread, for its person and its professional: the spinner while the session loads, /auth when signed out. */
export const Route = createFileRoute('/_site/messages/$bookingId')({
  params: idParam('bookingId'),
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location.href),
  component: ThreadRoute,
  staticData: { title: msg`Messages` },
})

function ThreadRoute() {
  const { bookingId } = Route.useParams()
  return <ThreadPage key={bookingId} bookingId={bookingId} />
}
