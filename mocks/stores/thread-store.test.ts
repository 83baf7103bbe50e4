import { beforeEach, expect, it } from 'vitest'
import { demoAccounts } from '../../api/fixtures/demo'
import { findUserByUsername } from '../repo'
import { insert, resetStore, store } from '../store'
import { memoryThreadStore } from './thread-store'

beforeEach(() => resetStore())

// The hourly limit counts a message sent exactly an hour ago, as the server's `created_at >= since`
// does: otherwise the 61st message is refused on one side and taken on the other.
it('counts a message sent at the very start of the window', async () => {
  const user = findUserByUsername(demoAccounts.user.username)!
  const bookingId = store.bookings.find((booking) => booking.userId === user.id)!.id
  const since = '2026-11-30T03:00:00.000Z'
  insert('messages', { bookingId, senderId: user.id, text: 'at the start', sentAt: since })
  insert('messages', { bookingId, senderId: user.id, text: 'before it', sentAt: '2026-11-30T02:59:59.999Z' })
  expect(await memoryThreadStore(user).countSentSince(bookingId, user.id, since)).toBe(1)
})
