import type { Message, MessageThread } from '../../../api/contract/schemas/messages'

/** The id of the newest message held, or undefined when none is. */
export const lastMessageId = (thread: MessageThread | undefined): number | undefined => thread?.messages.at(-1)?.id

/** Messages oldest first, each id once (an answer may overlap what is held when two reads cross). */
function inOrder(messages: Message[]): Message[] {
  const byId = new Map(messages.map((message) => [message.id, message]))
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/**
 * A poll's answer (`after` the last message held) added to what is held: the new messages at the
 * end, and the thread's state (live, closed, read marker) as the server says it now. Whether older
 * messages exist is still what the held thread knew.
 */
export function withNewer(held: MessageThread | undefined, answer: MessageThread): MessageThread {
  if (!held) return answer
  // A deleted account's messages are erased on the server: the held copies of them go too.
  const kept =
    answer.closedReason === 'accountDeleted' ? held.messages.filter((message) => message.fromMe) : held.messages
  return { ...answer, messages: inOrder([...kept, ...answer.messages]), hasOlder: held.hasOlder }
}

/** "Load earlier messages" (`before` the first one held): the older ones in front, and whether still older exist. */
export function withOlder(held: MessageThread, answer: MessageThread): MessageThread {
  return { ...held, messages: inOrder([...answer.messages, ...held.messages]), hasOlder: answer.hasOlder }
}
