import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCurrentUser } from '../auth'
import { unreadQueryOptions } from './queries'
import { UnreadBadge } from '../../components/ui/unread-badge'

/** "Notifications" in the menu, with the unread count, for anyone signed in. */
export function NotificationsMenuLink({ onNavigate }: { onNavigate: () => void }) {
  const { data: user } = useCurrentUser()
  const { data: unread = 0 } = useQuery({ ...unreadQueryOptions(), enabled: Boolean(user) })
  if (!user) return null
  return (
    <Link to="/notifications" onClick={onNavigate} className="nav-link inline-flex items-center gap-1.5">
      <Trans>Notifications</Trans>
      <UnreadBadge count={unread} />
      {unread > 0 ? (
        <span className="sr-only">
          {' '}
          <Trans>({unread} unread)</Trans>
        </span>
      ) : null}
    </Link>
  )
}
