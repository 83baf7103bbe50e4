import type { Message, MessageThread } from '../../../api/contract/schemas/messages'

type Marker = { kind: 'marker'; marker: 'started' | 'ended'; at: string }
export type TimelineItem = { kind: 'message'; message: Message } | Marker

/** A confirmed (or since completed) Chat session takes place in its thread. */
function sessionMarkers({ session }: Pick<MessageThread, 'session'>, now: Date): Marker[] {
  const chat = session.sessionType === 'Chat' && (session.status === 'confirmed' || session.status === 'completed')
  if (!chat) return []
  const markers: Marker[] = [
    { kind: 'marker', marker: 'started', at: session.startsAt },
    { kind: 'marker', marker: 'ended', at: session.endsAt },
  ]
  return markers.filter((marker) => Date.parse(marker.at) <= now.getTime())
}

/**
 * The thread as it reads on screen: its messages oldest first and, for a Chat session, "Session
 * started" and "Session ended" among them at their times, once each time has come.
 */
export function timeline(thread: Pick<MessageThread, 'messages' | 'session'>, now: Date): TimelineItem[] {
  const markers = sessionMarkers(thread, now)
  const items: TimelineItem[] = []
  for (const message of thread.messages) {
    while (markers[0] && Date.parse(markers[0].at) <= Date.parse(message.sentAt)) items.push(markers.shift()!)
    items.push({ kind: 'message', message })
  }
  return [...items, ...markers]
}
