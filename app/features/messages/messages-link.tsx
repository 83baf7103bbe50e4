import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { unreadMessagesQueryOptions } from './unread-query'

/** On a booking's card, whatever its status: "Messages" to its thread, with "{count} unread" when some are. */
export function MessagesLink({ bookingId, describedBy }: { bookingId: number; describedBy?: string }) {
  const { data } = useQuery(unreadMessagesQueryOptions())
  const count = data?.bookings.find((entry) => entry.bookingId === bookingId)?.unread ?? 0
  return (
    <Link
      to="/messages/$bookingId"
      params={{ bookingId }}
      aria-describedby={describedBy}
      className="button-secondary inline-flex items-center gap-2"
    >
      <Trans>Messages</Trans>
      {count > 0 ? (
        <span className="rounded-full bg-teal-700 px-2 text-xs leading-5 font-semibold text-white">
          <Trans>{count} unread</Trans>
        </span>
      ) : null}
    </Link>
  )
}
