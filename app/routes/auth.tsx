import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../features/auth/auth-page'
import { safeRedirect } from '../features/auth/safe-redirect'

/** `redirect`: where to go back to after signing in (a path on this site only). */
export const Route = createFileRoute('/auth')({
  // Always set, also to undefined: a key left out would keep the raw value from the URL.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: safeRedirect(search.redirect),
  }),
  component: AuthPage,
  staticData: { title: msg`Login` },
})
