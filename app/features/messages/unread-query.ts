import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../lib/api-client'
import { messageKeys } from './message-keys'

/**
 * GET /api/me/messages/unread: one query for the header and every card. Asked again when the
 * person moves to another page, like the header's other counts, never on a timer (a poll would
 * keep an idle session alive). In a file of its own, with no value from api/contract/schemas: the
 * header's link must not bring valibot's schemas into every page's first load.
 */
export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => callApi('unreadMessages', { signal }),
  })
