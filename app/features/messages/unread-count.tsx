import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRefetchOnNavigation } from '../../lib/use-refetch-on-navigation'
import { UnreadBadge } from '../../components/ui/unread-badge'
import { unreadMessagesQueryOptions } from './unread-query'

/**
 * Beside the header's My sessions (people) or Dashboard (professionals) link: how many messages
 * wait unread in all their threads; nothing when none. Loaded when idle (header-unread.tsx).
 */
export function UnreadMessagesCount() {
  const { data, refetch } = useQuery(unreadMessagesQueryOptions())
  useRefetchOnNavigation(refetch)
  const unread = data?.total ?? 0
  if (unread === 0) return null
  return (
    <>
      <UnreadBadge count={unread} />
      <span className="sr-only">
        {' '}
        <Trans>({unread} unread)</Trans>
      </span>
    </>
  )
}
