import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { THREAD_IDLE_POLL_MS, THREAD_LIVE_POLL_MS, type MessageThread } from '../../../api/contract/schemas/messages'
import { callApi } from '../../lib/api-client'
import { messageKeys } from './message-keys'
import { lastMessageId, withNewer, withOlder } from './thread-merge'

/**
 * GET /api/bookings/{id}/messages: the newest page first; after that each read asks only `after`
 * the last message held and adds what came, so a poll or a reconnect fetches only what is new.
 * Polled every THREAD_LIVE_POLL_MS during a live Chat session, THREAD_IDLE_POLL_MS otherwise;
 * never while the page is hidden (TanStack Query's refetchIntervalInBackground is off).
 */
export const threadQueryOptions = (queryClient: QueryClient, bookingId: number) =>
  queryOptions({
    queryKey: messageKeys.thread(bookingId),
    queryFn: async ({ signal }): Promise<MessageThread> => {
      const after = lastMessageId(queryClient.getQueryData<MessageThread>(messageKeys.thread(bookingId)))
      const answer = await callApi('bookingMessages', { params: { bookingId }, query: { after }, signal })
      // What is held now, not at the start: "Load earlier messages" may have added to it meanwhile.
      return withNewer(queryClient.getQueryData<MessageThread>(messageKeys.thread(bookingId)), answer)
    },
    refetchInterval: (query) => (query.state.data?.live ? THREAD_LIVE_POLL_MS : THREAD_IDLE_POLL_MS),
    // Back online or back on screen, what came meanwhile is asked for at once (only what is new).
    refetchOnReconnect: 'always',
    refetchOnWindowFocus: 'always',
  })

/** "Load earlier messages": the page before the first message held, put in front. */
export async function loadEarlier(queryClient: QueryClient, bookingId: number): Promise<void> {
  const key = messageKeys.thread(bookingId)
  const before = queryClient.getQueryData<MessageThread>(key)?.messages[0]?.id
  if (before === undefined) return
  const answer = await callApi('bookingMessages', { params: { bookingId }, query: { before } })
  queryClient.setQueryData<MessageThread>(key, (held) => (held ? withOlder(held, answer) : held))
}
