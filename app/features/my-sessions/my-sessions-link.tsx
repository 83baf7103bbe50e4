import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LoadLater } from '../../components/ui/load-later'
import { lazyPart } from '../../lib/lazy-part'

// The count and its query load once the page is idle: every page's header carries this link.
const ChangedCount = lazyPart(() => import('./changed-count').then((module) => module.ChangedCount))

/** "My sessions" in the header and menu for a signed-in user, with how many bookings changed since they last looked; `children` follow the count (the unread messages). */
export function MySessionsLink({
  userId,
  onNavigate,
  children,
}: {
  userId: number
  onNavigate?: () => void
  children?: ReactNode
}) {
  return (
    <Link to="/my-sessions" onClick={onNavigate} className="nav-link inline-flex items-center gap-1.5">
      <Trans>My sessions</Trans>
      <LoadLater part={ChangedCount} when="idle">
        {(Count) => <Count userId={userId} />}
      </LoadLater>
      {children}
    </Link>
  )
}
