import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { mySessionsQueryOptions } from './queries'
import { useSeenAt } from './seen-at'
import { unseenCount } from './unseen'

/** "My sessions" in the header and menu for a signed-in user, with how many bookings changed since they last looked. */
export function MySessionsLink({ userId, onNavigate }: { userId: number; onNavigate?: () => void }) {
  const { data } = useInfiniteQuery(mySessionsQueryOptions())
  const seenAt = useSeenAt(userId)
  const count = unseenCount(data?.pages.flatMap((page) => page.bookings) ?? [], seenAt)
  return (
    <Link to="/my-sessions" onClick={onNavigate} className="nav-link inline-flex items-center gap-1.5">
      <Trans>My sessions</Trans>
      {count > 0 ? (
        <>
          <span aria-hidden="true" className="rounded-full bg-teal-700 px-1.5 text-xs font-semibold text-white">
            {count}
          </span>
          <span className="sr-only">
            {' '}
            <Trans>({count} changed)</Trans>
          </span>
        </>
      ) : null}
    </Link>
  )
}
