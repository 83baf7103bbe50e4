import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRefetchOnNavigation } from '../../lib/use-refetch-on-navigation'
import { unreadQueryOptions } from './queries'
import { UnreadBadge } from '../../components/ui/unread-badge'
import { useDevicePerson } from './use-device-person'

/** A bell in the header's row that opens the notifications, with how many are unread. */
export function NotificationBell({ userId }: { userId: number }) {
  const { t } = useLingui()
  const { data: unread = 0, refetch } = useQuery(unreadQueryOptions())
  useRefetchOnNavigation(refetch)
  useDevicePerson(userId)
  return (
    <Link
      to="/notifications"
      aria-label={unread > 0 ? `${t`Notifications`} ${t`(${unread} unread)`}` : t`Notifications`}
      className="relative hidden size-10 shrink-0 place-items-center min-[390px]:grid rounded-md text-slate-700 hover:bg-slate-100"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0"
        />
      </svg>
      <UnreadBadge count={unread} className="absolute top-0 right-0" />
    </Link>
  )
}
