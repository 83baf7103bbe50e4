import { describe, expect, it } from 'vitest'
import type { Message, MessageThread } from '../../../api/contract/schemas/messages'
import { timeline } from './timeline'

const message = (id: number, sentAt: string): Message => ({
  id,
  fromMe: id % 2 === 0,
  senderName: 'Amina',
  text: `message ${id}`,
  sentAt,
})
const chat: MessageThread['session'] = {
  sessionType: 'Chat',
  status: 'confirmed',
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-01T11:00:00.000Z',
}
const shape = (items: ReturnType<typeof timeline>) =>
  items.map((item) => (item.kind === 'message' ? item.message.id : item.marker))

describe('timeline', () => {
  const messages = [
    message(1, '2026-12-01T09:55:00.000Z'),
    message(2, '2026-12-01T10:01:00.000Z'),
    message(3, '2026-12-01T11:05:00.000Z'),
  ]

  it('places "Session started" and "Session ended" among a Chat session\'s messages by time', () => {
    expect(shape(timeline({ messages, session: chat }, new Date('2026-12-01T12:00:00Z')))).toEqual([
      1,
      'started',
      2,
      'ended',
      3,
    ])
  })

  it('shows a marker only once its time has come, after the messages before it', () => {
    const now = new Date('2026-12-01T10:30:00Z')
    expect(shape(timeline({ messages: messages.slice(0, 2), session: chat }, now))).toEqual([1, 'started', 2])
    expect(shape(timeline({ messages: messages.slice(0, 1), session: chat }, now))).toEqual([1, 'started'])
    expect(shape(timeline({ messages: [], session: chat }, new Date('2026-12-01T09:00:00Z')))).toEqual([])
  })

  it('has no markers for another kind of session, or a Chat session never confirmed', () => {
    const now = new Date('2026-12-01T12:00:00Z')
    expect(shape(timeline({ messages, session: { ...chat, sessionType: 'Video Call' } }, now))).toEqual([1, 2, 3])
    expect(shape(timeline({ messages, session: { ...chat, status: 'declined' } }, now))).toEqual([1, 2, 3])
  })
})
