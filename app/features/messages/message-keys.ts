import { queryRoots } from '../../lib/query-keys'

/**
 * Under ['messages']: personal copies kept on this device (app/lib/offline/stored-queries.ts), so a
 * thread once opened reads offline; forgotten at logout.
 */
export const messageKeys = {
  all: queryRoots.messages,
  thread: (bookingId: number) => [...queryRoots.messages, 'thread', bookingId] as const,
  unread: [...queryRoots.messages, 'unread'] as const,
}
