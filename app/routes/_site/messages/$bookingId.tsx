import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireSignedIn } from '../../../features/auth/require-role'
import { ThreadPage } from '../../../features/messages/thread-page'

/** A booking's thread, for its person and its professional: the spinner while the session loads, /auth when signed out. */
export const Route = createFileRoute('/_site/messages/$bookingId')({
  params: {
    parse: ({ bookingId }) => {
      if (!/^[1-9]\d{0,8}$/.test(bookingId)) throw notFound()
      return { bookingId: Number(bookingId) }
    },
    stringify: ({ bookingId }) => ({ bookingId: String(bookingId) }),
  },
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location.href),
  component: ThreadRoute,
  staticData: { title: msg`Messages` },
})

function ThreadRoute() {
  const { bookingId } = Route.useParams()
  return <ThreadPage key={bookingId} bookingId={bookingId} />
}
