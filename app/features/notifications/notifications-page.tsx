import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import type { InAppNotification } from '../../../api/contract/schemas/in-app-notifications'
import { LoadError } from '../../components/ui/load-error'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'
import { dateTimeText } from '../../lib/time/format'
import { usePersonZone } from '../../lib/time/person-zone'
import { notificationLine, type NotificationLine } from './notification-line'
import { notificationsKey, notificationsQueryOptions, useMarkRead } from './queries'
import { NextPageButton } from '../../components/ui/next-page-button'

/**
 * /notifications (docs/product.md#16-notifications): what the platform told the person, newest
 * first, each a short sentence and a link to where it happened; kept on this device for reading
 * offline. Opening it marks them read.
 */
export function NotificationsPage() {
  const query = useInfiniteQuery(notificationsQueryOptions())
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data])
  useMarkNewestRead(items)

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        <Trans>Notifications</Trans>
      </h1>
      <StoredCopyNote queryKeys={[notificationsKey]} />
      {items === undefined ? (
        query.isError ? (
          <LoadError onRetry={() => void query.refetch()}>
            <Trans>We could not load your notifications.</Trans>
          </LoadError>
        ) : (
          <p role="status" className="text-slate-700">
            <Trans>Loading your notifications...</Trans>
          </p>
        )
      ) : items.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No notifications yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} />
            </li>
          ))}
        </ul>
      )}
      <NextPageButton query={query} />
    </div>
  )
}

function NotificationItem({ item }: { item: InAppNotification }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const line = notificationLine(item.event)
  const when = dateTimeText(i18n, item.createdAt, zone)
  return (
    <article
      className={`grid gap-1 rounded-lg border p-4 ${item.readAt === null ? 'border-teal-700 bg-teal-50' : 'border-slate-200 bg-white'}`}
    >
      <p className="text-slate-900">
        {item.readAt === null ? (
          <span className="sr-only">
            <Trans>New:</Trans>{' '}
          </span>
        ) : null}
        {i18n._(line.text)}
      </p>
      <p className="text-sm text-slate-600">
        <time dateTime={item.createdAt}>{when}</time>
        {' · '}
        <NotificationLink to={line.to} bookingId={item.bookingId} />
      </p>
    </article>
  )
}

const linkLook = 'font-semibold text-teal-800 underline'

function NotificationLink({ to, bookingId }: { to: NotificationLine['to']; bookingId: number | null }) {
  if (to === 'thread') {
    return bookingId === null ? null : (
      <Link to="/messages/$bookingId" params={{ bookingId }} className={linkLook}>
        <Trans>Messages</Trans>
      </Link>
    )
  }
  return (
    <Link to={to} className={linkLook}>
      {to === '/my-sessions' ? <Trans>My sessions</Trans> : <Trans>Dashboard</Trans>}
    </Link>
  )
}

/** Once the newest unread one is on screen, everything up to it is read. */
function useMarkNewestRead(items: InAppNotification[] | undefined) {
  const { mutate } = useMarkRead()
  const newestUnread = items?.find((item) => item.readAt === null)?.id
  const newest = items?.[0]?.id
  useEffect(() => {
    if (newestUnread !== undefined && newest !== undefined) mutate(newest)
  }, [newestUnread, newest, mutate])
}
