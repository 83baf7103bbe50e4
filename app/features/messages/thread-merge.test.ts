import { describe, expect, it } from 'vitest'
import type { Message, MessageThread } from '../../../api/contract/schemas/messages'
import { withNewer, withOlder } from './thread-merge'

const message = (id: number): Message => ({
  id,
  fromMe: false,
  senderName: 'Amina',
  text: `message ${id}`,
  sentAt: new Date(Date.UTC(2026, 11, 1, 9, id)).toISOString(),
})
const thread = (ids: number[], change: Partial<MessageThread> = {}): MessageThread => ({
  bookingId: 7,
  otherParty: 'Amina',
  session: { sessionType: 'Chat', status: 'confirmed', startsAt: '', endsAt: '' },
  live: false,
  closedReason: null,
  usualReplyTime: null,
  messages: ids.map(message),
  hasOlder: false,
  readUpTo: null,
  ...change,
})
const ids = (value: MessageThread) => value.messages.map((item) => item.id)

describe('withNewer', () => {
  it("appends what a poll brought, once each, and takes the thread's state as the server says it now", () => {
    const held = thread([3, 4], { hasOlder: true })
    const merged = withNewer(held, thread([4, 5, 6], { live: true, closedReason: 'closed', hasOlder: true }))
    expect(ids(merged)).toEqual([3, 4, 5, 6])
    expect(merged.live).toBe(true)
    expect(merged.closedReason).toBe('closed')
    expect(merged.hasOlder).toBe(true)
  })

  it('keeps whether older messages exist from the first read: an answer after the last always has older ones', () => {
    expect(withNewer(thread([1, 2]), thread([3], { hasOlder: true })).hasOlder).toBe(false)
  })

  // The server erased the deleted person's messages at once (docs/product.md#17-messages): a thread
  // held open, or kept on the device, must not go on showing them.
  it("drops the other party's held messages once their account is deleted, keeping the reader's own", () => {
    const held = thread([3, 4, 5])
    held.messages[1] = { ...held.messages[1]!, fromMe: true }
    const merged = withNewer(held, thread([], { otherParty: 'Deleted account', closedReason: 'accountDeleted' }))
    expect(ids(merged)).toEqual([4])
  })

  it('is the answer itself when nothing was held', () => {
    const answer = thread([1])
    expect(withNewer(undefined, answer)).toBe(answer)
  })
})

describe('withOlder', () => {
  it('puts the earlier messages in front and says whether still earlier ones exist', () => {
    const merged = withOlder(thread([5, 6], { hasOlder: true, live: true }), thread([3, 4], { hasOlder: false }))
    expect(ids(merged)).toEqual([3, 4, 5, 6])
    expect(merged.hasOlder).toBe(false)
    expect(merged.live).toBe(true)
  })
})
