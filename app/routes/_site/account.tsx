import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../features/account/account-page'
import { requireSignedIn } from '../../features/auth/require-role'

/** Anyone signed in, either role: the spinner while the session loads, /auth when signed out. */
export const Route = createFileRoute('/_site/account')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location.href),
  component: AccountPage,
  staticData: { title: msg`Your Account` },
})
