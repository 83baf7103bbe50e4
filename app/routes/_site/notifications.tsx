import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/require-role'
import { NotificationsPage } from '../../features/notifications/notifications-page'

/** Anyone signed in, either role: the spinner while the session loads, /auth when signed out. */
export const Route = createFileRoute('/_site/notifications')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location.href),
  component: NotificationsPage,
  staticData: { title: msg`Notifications` },
})
