import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** Login, in the header and its menu for someone not signed in. `onNavigate` lets the menu close itself. */
export function LoginLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/auth" onClick={onNavigate} className="nav-link">
      <Trans>Login</Trans>
    </Link>
  )
}
