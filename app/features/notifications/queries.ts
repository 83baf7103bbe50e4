import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { NOTIFICATIONS_PAGE_SIZE } from '../../../api/contract/notifications-paging'
import type { NotificationsPage } from '../../../api/contract/schemas/in-app-notifications'
import { callApi } from '../../lib/api-client'
import { queryRoots } from '../../lib/query-keys'

/** Under ['notifications']: a personal copy on this device, readable offline, forgotten at logout. */
export const notificationsKey = [...queryRoots.notifications, 'list'] as const
const unreadKey = [...queryRoots.notifications, 'unread'] as const

/**
 * GET /api/me/notifications?limit=1: the bell needs the count only. Asked again when the person
 * moves to another page (notification-bell.tsx), never on a timer: a poll would keep an idle
 * session alive on a page left open (sessions end after 30 minutes idle).
 */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: async ({ signal }) => (await callApi('myNotifications', { query: { limit: 1 }, signal })).unread,
  })

/** GET /api/me/notifications, newest first, the next page before the oldest id read. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam, signal }) =>
      callApi('myNotifications', { query: { limit: NOTIFICATIONS_PAGE_SIZE, before: pageParam }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: NotificationsPage) =>
      last.items.length === NOTIFICATIONS_PAGE_SIZE ? last.items.at(-1)!.id : undefined,
  })

/** POST /api/me/notifications/read up to the newest shown; the bell takes the count the server answers. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upTo: number) => callApi('readNotifications', { body: { upTo } }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(unreadKey, unread)
      void queryClient.invalidateQueries({ queryKey: notificationsKey })
    },
  })
}
