import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { mySessionsQueryOptions } from './queries'
import { useSeenAt } from './seen-at'
import { unseenCount } from './unseen'

/** How many of the person's bookings changed since they last opened My sessions; nothing when none. */
export function ChangedCount({ userId }: { userId: number }) {
  const { data } = useInfiniteQuery(mySessionsQueryOptions())
  const seenAt = useSeenAt(userId)
  const count = unseenCount(data?.pages.flatMap((page) => page.bookings) ?? [], seenAt)
  if (count === 0) return null
  return (
    <>
      <span aria-hidden="true" className="rounded-full bg-teal-700 px-1.5 text-xs font-semibold text-white">
        {count}
      </span>
      <span className="sr-only">
        {' '}
        <Trans>({count} changed)</Trans>
      </span>
    </>
  )
}
