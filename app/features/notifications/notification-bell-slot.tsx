import { LoadLater } from '../../components/ui/load-later'
import { lazyPart } from '../../lib/lazy-part'
import { useCurrentUser } from '../auth'

// The bell, its count and its query load once the page is idle: every page's header carries it.
const NotificationBell = lazyPart(() => import('./notification-bell').then((module) => module.NotificationBell))

/** The header's bell, for anyone signed in. */
export function NotificationBellSlot() {
  const { data: user } = useCurrentUser()
  if (!user) return null
  return (
    <LoadLater part={NotificationBell} when="idle">
      {(Bell) => <Bell userId={user.id} />}
    </LoadLater>
  )
}
