import { expect } from 'vitest'
import type { Message, MessageThread } from '../contract/schemas/messages'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { book, type BookingInput } from './booking-requests'
import type { Client, Reply } from './client'

/** A booking's two parties and its id: the thread exists from the request on. */
export type Thread = { person: Account; professional: ProfessionalAccount; bookingId: number }

export async function newThread(overrides: Partial<BookingInput> = {}): Promise<Thread> {
  const [professional, person] = [await registerProfessional(), await registerUser()]
  const { id } = await book(person.client, professional.professionalId, overrides)
  return { person, professional, bookingId: id }
}

let keys = 0
/** A key as the app's outbox makes one per message. */
export const messageKey = () => `message-${Date.now()}-${++keys}`

export const postCall = (client: Client, bookingId: number, text: string, key: string = messageKey()) =>
  client.call('postMessage', { params: { bookingId }, body: { text }, headers: { 'Idempotency-Key': key } })

export async function post(client: Client, bookingId: number, text: string): Promise<Message> {
  return client.ok('postMessage', {
    params: { bookingId },
    body: { text },
    headers: { 'Idempotency-Key': messageKey() },
  })
}

export const readThread = (client: Client, bookingId: number, query: Record<string, string> = {}) =>
  client.ok('bookingMessages', { params: { bookingId }, query }) as Promise<MessageThread>

export const textsOf = (thread: MessageThread) => thread.messages.map((message) => message.text)

/** A post refused with 409: the thread is read-only. */
export async function expectReadOnly(client: Client, bookingId: number): Promise<void> {
  const reply: Reply = await postCall(client, bookingId, 'Anyone there?')
  expect(reply.status, reply.text).toBe(409)
}
