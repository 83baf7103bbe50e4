import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { MessageThread } from '../../../api/contract/schemas/messages'
import { callApi } from '../../lib/api-client'
import { messageKeys } from './message-keys'

/**
 * While the thread is on screen with messages from the other party after the reader's marker,
 * POST …/messages/read up to the last message shown, then the unread counts are read again. A
 * failure (offline) is tried again with the next messages or the next visit; it needs no toast.
 */
export function useMarkRead(thread: MessageThread | undefined) {
  const queryClient = useQueryClient()
  const sent = useRef(0)
  const last = thread?.messages.at(-1)?.id ?? 0
  const unreadFromThem = thread?.messages.some((message) => !message.fromMe && message.id > (thread.readUpTo ?? 0))
  const bookingId = thread?.bookingId
  useEffect(() => {
    if (bookingId === undefined || !unreadFromThem || last <= sent.current) return
    sent.current = last
    callApi('readMessages', { params: { bookingId }, body: { upTo: last } }).then(
      () => queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
      () => {
        sent.current = 0
      },
    )
  }, [bookingId, unreadFromThem, last, queryClient])
}
